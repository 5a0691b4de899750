import type { GameDoc } from '@civic/domain';
import type { QueryDocumentSnapshot, Timestamp } from 'firebase/firestore';

/** A game as screens use it: its id, and times as epoch milliseconds (null when not set). */
export type GameView = Omit<
  GameDoc,
  'questionShownAt' | 'answersOpenAt' | 'closesAt' | 'answeringEndsAt' | 'createdAt' | 'updatedAt'
> & {
  id: string;
  questionShownAt: number | null;
  answersOpenAt: number | null;
  closesAt: number | null;
  answeringEndsAt: number | null;
  createdAt: number | null;
};

const millis = (time: unknown) => (time ? (time as Timestamp).toMillis() : null);

export function toGameView(snapshot: QueryDocumentSnapshot): GameView {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as GameDoc;
  return {
    ...data,
    id: snapshot.id,
    questionShownAt: millis(data.questionShownAt),
    answersOpenAt: millis(data.answersOpenAt),
    closesAt: millis(data.closesAt),
    answeringEndsAt: millis(data.answeringEndsAt),
    createdAt: millis(data.createdAt),
  };
}
