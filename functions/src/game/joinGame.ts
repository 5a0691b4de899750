import { GAME_ERRORS, lobbyShardsOf, shardFor, COLLECTIONS, type PlayerDoc, because } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable, requireVerifiedEmail } from '../platform/callable.js';
import { gameOf, gameRef, playerRef } from './lib/gameRecord.js';

/**
 * Any signed-in account joins the current game under a display name. Joining again (a reload, a
 * second tab) keeps the score and only updates the name and the extended-time request. A player
 * who joins mid-game starts at 0 and plays from the current question on. A finished game refuses
 * newcomers; a player of it who "rejoins" (a clock sync) is answered and nothing changes.
 * The name is shown on the leaderboard, so an unverified email address is refused (docs/trust.md).
 */
export const joinGame = defineCallable(
  'joinGame',
  { roles: ['admin', 'user'] },
  async ({ gameId, displayName, extendedTimeRequested }, caller) => {
    requireVerifiedEmail(caller);
    const joined = await db.runTransaction(async (tx) => {
      const ref = playerRef(gameId, caller.uid);
      const [gameSnap, playerSnap] = await Promise.all([tx.get(gameRef(gameId)), tx.get(ref)]);
      const game = gameOf(gameSnap);
      if (game.phase === 'podium') {
        // A player's screen rejoins to sync its clock (features/game GamePlay); one that reaches
        // the server after the podium (sent just before, or slow to start) is answered, and
        // changes nothing: refusing it logged a 403 on the podium screen.
        if (playerSnap.exists) return 'again' as const;
        throw new HttpsError('permission-denied', GAME_ERRORS.finished, because('game-finished'));
      }
      if (playerSnap.exists) {
        tx.update(ref, { displayName, extendedTimeRequested });
        return 'again' as const;
      }
      // Questions already revealed (or being scored) are not this player's to score.
      const scoredThrough = game.phase === 'question' ? game.questionIndex - 1 : game.questionIndex;
      tx.create(ref, {
        displayName,
        joinedAt: FieldValue.serverTimestamp(),
        timeFactor: 1,
        extendedTimeRequested,
        score: 0,
        streak: 0,
        rank: null,
        scoredThrough,
        lastResult: null,
      } satisfies PlayerDoc<FieldValue>);
      const shard = gameRef(gameId)
        .collection(COLLECTIONS.playerShards)
        .doc(String(shardFor(caller.uid, lobbyShardsOf(game))));
      tx.set(shard, { count: FieldValue.increment(1) }, { merge: true });
      return 'new' as const;
    });
    return { joined, serverNow: Date.now() };
  },
);
