import type { GameDoc } from '@civic/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { millisOf, readDoc } from '@/lib/firebase/time';

/** A game as screens use it: its id, and times as epoch milliseconds (null when not set; lib/firebase/time.ts). */
export type GameView = Omit<
  GameDoc,
  'questionShownAt' | 'answersOpenAt' | 'closesAt' | 'answeringEndsAt' | 'createdAt' | 'updatedAt'
> & {
  id: string;
  questionShownAtMs: number | null;
  answersOpenAtMs: number | null;
  closesAtMs: number | null;
  answeringEndsAtMs: number | null;
  createdAtMs: number | null;
};

export function toGameView(snapshot: QueryDocumentSnapshot): GameView {
  const { questionShownAt, answersOpenAt, closesAt, answeringEndsAt, createdAt, ...rest } = readDoc<GameDoc>(snapshot);
  return {
    ...rest,
    id: snapshot.id,
    questionShownAtMs: millisOf(questionShownAt),
    answersOpenAtMs: millisOf(answersOpenAt),
    closesAtMs: millisOf(closesAt),
    answeringEndsAtMs: millisOf(answeringEndsAt),
    createdAtMs: millisOf(createdAt),
  };
}
