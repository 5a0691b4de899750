import { COLLECTIONS, answerDocId, type AnswerDoc, type PlayerDoc } from '@civic/domain';
import { doc, onSnapshot } from 'firebase/firestore';
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

/** The player's own answer to one question (null before answering): "answer locked" survives a reload. */
export function useMyAnswer(gameId: string, questionIndex: number, uid: string) {
  return useSnapshot<AnswerDoc | null>(`${gameId}:${questionIndex}:${uid}`, (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers, answerDocId(questionIndex, uid)),
      (snapshot) => onData(snapshot.exists() ? (snapshot.data() as AnswerDoc) : null),
      onError,
    ),
  );
}
