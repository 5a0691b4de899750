import { GAME_ERRORS, type PlayerDoc, because } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { gameOf, gameRef, playerRef } from './lib/gameRecord.js';

/**
 * Admin only: grants a player extended answering time (×1.5 or ×2), usually after the player asked
 * for it when joining. Admin-set rather than self-declared because a longer window also scores
 * the same speed higher (points follow the fraction of one's own window): see docs/game.md.
 * The game's `answeringEndsAt` follows the longest window, so the admin's screen waits for it.
 */
export const setPlayerTimeFactor = defineCallable(
  'setPlayerTimeFactor',
  { roles: ['admin'] },
  async ({ gameId, uid, timeFactor }, caller) => {
    await db.runTransaction(async (tx) => {
      const [gameSnap, playerSnap] = await Promise.all([tx.get(gameRef(gameId)), tx.get(playerRef(gameId, uid))]);
      const game = gameOf(gameSnap);
      if (game.phase === 'podium')
        throw new HttpsError('permission-denied', GAME_ERRORS.finished, because('game-finished'));
      if (!playerSnap.exists) throw new HttpsError('not-found', `No player ${uid} in this game.`);
      tx.update(playerRef(gameId, uid), { timeFactor } satisfies Partial<PlayerDoc>);
      if (timeFactor > game.longestTimeFactor) {
        const extended: Record<string, unknown> = {
          longestTimeFactor: timeFactor,
          updatedAt: FieldValue.serverTimestamp(),
        };
        if (game.phase === 'question' && game.question && game.answersOpenAt) {
          extended.answeringEndsAt = Timestamp.fromMillis(
            game.answersOpenAt.toMillis() + game.question.timeLimitSec * 1000 * timeFactor,
          );
        }
        tx.update(gameRef(gameId), extended);
      }
    });
    await logAdminAction(caller, 'setPlayerTimeFactor', gameId, { uid, timeFactor });
    return { uid, timeFactor };
  },
);
