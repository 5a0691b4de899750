import {
  COLLECTIONS,
  settingsForAudience,
  type GameDoc,
  type GameQuestionDoc,
  type QuestionSetDoc,
  because,
} from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { settingsToOpenIn } from '../events/lib/audience.js';
import { gameQuestionRef, questionSetRef } from './lib/gameRecord.js';

/**
 * Admin only: opens a lobby for a question set. The set's questions are copied into the game
 * (`questions/{index}`, keys included, admins only), so the set can be edited or deleted without
 * touching a game in play. One game runs at a time: `/game/` shows "the" current game. Its lobby
 * shards are sized for its event's audience (docs/scale.md, "Settings from the expected audience")
 * and fixed from then: a player's shard is found from their count.
 */
export const createGame = defineCallable(
  'createGame',
  { roles: ['admin'] },
  async ({ setId, options, eventId }, caller) => {
    const gameId = await db.runTransaction(async (tx) => {
      const [setSnap, running, event] = await Promise.all([
        tx.get(questionSetRef(setId)),
        tx.get(db.collection(COLLECTIONS.games).where('active', '==', true).limit(1)),
        eventId ? tx.get(db.collection(COLLECTIONS.events).doc(eventId)) : Promise.resolve(null),
      ]);
      if (!setSnap.exists) throw new HttpsError('not-found', `No question set ${setId}.`);
      if (event && !event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
      if (!running.empty)
        throw new HttpsError(
          'aborted',
          'Another game is still running: finish it first.',
          because('another-game-running'),
        );
      const sizing = event ? await settingsToOpenIn(tx, event) : settingsForAudience(null);
      const set = setSnap.data() as QuestionSetDoc;
      const ref = db.collection(COLLECTIONS.games).doc();
      tx.create(ref, {
        title: set.title,
        setId,
        eventId: eventId ?? null,
        options,
        phase: 'lobby',
        step: 0,
        active: true,
        questionCount: set.questions.length,
        questionIndex: -1,
        question: null,
        questionShownAt: null,
        answersOpenAt: null,
        closesAt: null,
        answeringEndsAt: null,
        longestTimeFactor: 1,
        reveal: null,
        leaderboard: [],
        playersScored: 0,
        audience: sizing.game,
        createdBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies GameDoc<FieldValue>);
      set.questions.forEach((q, index) => {
        tx.create(gameQuestionRef(ref.id, index), {
          text: q.text,
          answers: q.answers.map((a) => a.text),
          timeLimitSec: q.timeLimitSec,
          imageUrl: q.imageUrl,
          explanation: q.explanation,
          correctAnswers: q.answers.flatMap((a, i) => (a.correct ? [i] : [])),
        } satisfies GameQuestionDoc);
      });
      return ref.id;
    });
    await logAdminAction(caller, 'createGame', gameId, { setId });
    return { gameId };
  },
);
