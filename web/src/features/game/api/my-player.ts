import { COLLECTIONS, type AnswerDoc, type PlayerDoc } from '@civic/domain';
import { collection, doc, limit, onSnapshot, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

/** The signed-in player's record in a game (null before joining): score, streak, rank, last result. */
export function useMyPlayer(gameId: string | null, uid: string) {
  return useSnapshot<PlayerDoc | null>(gameId && `${gameId}:${uid}`, (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.games, gameId!, COLLECTIONS.players, uid),
      (snapshot) => onData(snapshot.exists() ? (snapshot.data() as PlayerDoc) : null),
      onError,
    ),
  );
}

/**
 * The player's own answer to one question (null before answering): "answer locked" survives a
 * reload. A query on `uid` rather than a get by id: the rules let a player read answers whose
 * `uid` is theirs, which a get of a document that does not exist yet cannot show.
 */
export function useMyAnswer(gameId: string, questionIndex: number, uid: string) {
  return useSnapshot<AnswerDoc | null>(`${gameId}:${questionIndex}:${uid}`, (onData, onError) =>
    onSnapshot(
      query(
        collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers),
        where('uid', '==', uid),
        where('questionIndex', '==', questionIndex),
        limit(1),
      ),
      (snapshot) => onData(snapshot.empty ? null : (snapshot.docs[0]!.data() as AnswerDoc)),
      onError,
    ),
  );
}
