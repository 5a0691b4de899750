import type { AnswerDoc } from '@civic/domain';
import { limit, onSnapshot, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { answersOf } from './game-refs';

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
      query(answersOf(gameId), where('uid', '==', uid), where('questionIndex', '==', questionIndex), limit(1)),
      { includeMetadataChanges: true },
      (snapshot) => {
        const answer = snapshot.docs[0];
        onData(answer ? { ...(answer.data() as AnswerDoc), pending: answer.metadata.hasPendingWrites } : null);
      },
      onError,
    ),
  );
}
