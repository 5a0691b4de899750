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

/** The player's own answer as the screen shows it: `pending` until the server has accepted it. */
export type MyAnswer = AnswerDoc & { pending: boolean };

/**
 * The player's own answer to one question (null before answering): "answer locked" survives a
 * reload. A query on `uid` rather than a get by id: the rules let a player read answers whose
 * `uid` is theirs, which a get of a document that does not exist yet cannot show. With metadata
 * changes: the answer being sent shows at once as `pending` (the tile says "Sending…"), and is
 * locked only once the server has it; a refused one disappears again.
 */
export function useMyAnswer(gameId: string, questionIndex: number, uid: string) {
  return useSnapshot<MyAnswer | null>(`${gameId}:${questionIndex}:${uid}`, (onData, onError) =>
    onSnapshot(
      query(
        collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers),
        where('uid', '==', uid),
        where('questionIndex', '==', questionIndex),
        limit(1),
      ),
      { includeMetadataChanges: true },
      (snapshot) => {
        const answer = snapshot.docs[0];
        onData(answer ? { ...(answer.data() as AnswerDoc), pending: answer.metadata.hasPendingWrites } : null);
      },
      onError,
    ),
  );
}
