import { COLLECTIONS, GAME_ERRORS, answerDocId, type AnswerDoc, type PlayerDoc, because } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable } from '../platform/callable.js';
import { gameOf, gameRef, playerRef } from './lib/gameRecord.js';

/**
 * A player's answer, accepted only for the current question, inside their own window by the
 * server's clock, once. It runs in a transaction that reads the game document, so it serialises
 * with the admin's "close" step: an answer either commits before the window closes (and the
 * reveal scores it) or sees the closed phase and is refused — never accepted and left unscored.
 * The response says "locked", never right or wrong: correctness is computed at the reveal.
 *
 * The app's players answer by writing the same document themselves (firestore.rules checks it at
 * Firestore's receipt time, docs/game.md "Which clock scores"); this callable remains for other
 * clients, and measures from its receipt of the request, before any transaction retry.
 */
export const submitAnswer = defineCallable(
  'submitAnswer',
  { roles: ['admin', 'user'] },
  async ({ gameId, questionIndex, answerIndex }, caller) => {
    const receivedAt = Date.now();
    const answerRef = gameRef(gameId).collection(COLLECTIONS.gameAnswers).doc(answerDocId(questionIndex, caller.uid));
    await db.runTransaction(async (tx) => {
      const [gameSnap, playerSnap, existing] = await Promise.all([
        tx.get(gameRef(gameId)),
        tx.get(playerRef(gameId, caller.uid)),
        tx.get(answerRef),
      ]);
      const game = gameOf(gameSnap);
      const now = receivedAt;
      if (game.phase === 'podium')
        throw new HttpsError('permission-denied', GAME_ERRORS.finished, because('game-finished'));
      if (!playerSnap.exists)
        throw new HttpsError('permission-denied', GAME_ERRORS.notJoined, because('game-not-joined'));
      if (questionIndex !== game.questionIndex || !game.question) {
        throw new HttpsError('aborted', GAME_ERRORS.notCurrent, because('game-not-current'));
      }
      if (existing.exists)
        throw new HttpsError('aborted', GAME_ERRORS.alreadyAnswered, because('game-already-answered'));
      if (game.phase !== 'question') throw new HttpsError('aborted', GAME_ERRORS.windowClosed, because('game-time-up'));
      const opensAt = game.answersOpenAt!.toMillis();
      if (now < opensAt) throw new HttpsError('aborted', GAME_ERRORS.notOpenYet, because('game-not-open-yet'));
      const player = playerSnap.data() as PlayerDoc;
      const windowMs = game.question.timeLimitSec * 1000 * player.timeFactor;
      const elapsedMs = now - opensAt;
      if (elapsedMs > windowMs) throw new HttpsError('aborted', GAME_ERRORS.windowClosed, because('game-time-up'));
      if (answerIndex >= game.question.answers.length)
        throw new HttpsError('invalid-argument', GAME_ERRORS.noSuchAnswer);
      tx.create(answerRef, {
        uid: caller.uid,
        questionIndex,
        answerIndex,
        answeredAt: Timestamp.fromMillis(now),
        elapsedMs,
        windowMs,
      } satisfies AnswerDoc<Timestamp>);
    });
    return { locked: true as const, questionIndex, serverNow: Date.now() };
  },
);
