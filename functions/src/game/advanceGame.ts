import {
  READING_MS,
  type AdvanceGameResponse,
  type GameDoc,
  type GamePhase,
  type GameQuestionDoc,
  type RequestOf,
} from '@civic/domain';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { gameOf, gameQuestionRef, gameRef } from './lib/gameRecord.js';
import { revealQuestion } from './lib/revealQuestion.js';

/** The public fields of question `index`, shown now; answers open after the reading time. */
async function questionFields(tx: Transaction, gameId: string, index: number, longestTimeFactor: number) {
  const question = (await tx.get(gameQuestionRef(gameId, index))).data() as GameQuestionDoc;
  const now = Date.now();
  const answersOpenAt = now + READING_MS;
  const limitMs = question.timeLimitSec * 1000;
  return {
    phase: 'question' as const,
    questionIndex: index,
    question: {
      text: question.text,
      answers: question.answers,
      timeLimitSec: question.timeLimitSec,
      imageUrl: question.imageUrl,
    },
    questionShownAt: Timestamp.fromMillis(now),
    answersOpenAt: Timestamp.fromMillis(answersOpenAt),
    closesAt: Timestamp.fromMillis(answersOpenAt + limitMs),
    answeringEndsAt: Timestamp.fromMillis(answersOpenAt + limitMs * longestTimeFactor),
    reveal: null,
  };
}

/**
 * One step of the game, in a transaction. The request names the step it expects to leave; when
 * the game is elsewhere (a double click, a second admin, a retried request) nothing changes.
 */
async function stepGame({ gameId, fromStep, finish }: RequestOf<'advanceGame'>) {
  return db.runTransaction(async (tx) => {
    const game = gameOf(await tx.get(gameRef(gameId)));
    const unchanged = { applied: false, step: game.step, phase: game.phase, score: false };
    if (game.step !== fromStep || game.phase === 'podium') return unchanged;

    // A crashed or timed-out reveal left the game in `scoring`: the same step scores again.
    if (game.phase === 'scoring' && !finish) return { ...unchanged, applied: true, score: true };

    let next: Partial<GameDoc<Timestamp | FieldValue>> & { phase: GamePhase };
    const last = game.questionIndex >= game.questionCount - 1;
    if (finish || (game.phase === 'leaderboard' && last)) next = { phase: 'podium', active: false, question: null };
    else if (game.phase === 'lobby' || game.phase === 'leaderboard') {
      next = await questionFields(tx, gameId, game.questionIndex + 1, game.longestTimeFactor);
    } else if (game.phase === 'question') next = { phase: 'scoring' };
    else next = { phase: 'leaderboard' };

    const step = game.step + 1;
    tx.update(gameRef(gameId), { ...next, step, updatedAt: FieldValue.serverTimestamp() });
    return { applied: true, step, phase: next.phase, score: next.phase === 'scoring' };
  });
}

async function advanceOnce(input: RequestOf<'advanceGame'>, caller: Caller) {
  const { score, ...outcome } = await stepGame(input);
  if (!outcome.applied) return outcome;
  await logAdminAction(caller, 'advanceGame', input.gameId, { from: input.fromStep, to: outcome.phase });
  return score ? revealQuestion(input.gameId, outcome.step) : outcome;
}

export async function advance(input: RequestOf<'advanceGame'>, caller: Caller): Promise<AdvanceGameResponse> {
  return { ...(await advanceOnce(input, caller)), serverNow: Date.now() };
}

/** Admin only: lobby → question → (scoring) → reveal → leaderboard → … → podium. */
export const advanceGame = defineCallable(
  'advanceGame',
  { roles: ['admin'], timeoutSeconds: 120, memory: '512MiB' },
  advance,
);
