/**
 * The game: two question sets saved by the admin, a short warm-up round played to its podium —
 * players join with `joinGame`, answer with `submitAnswer` inside each window (the same checks
 * as the answer rule), and the admin's `advanceGame` closes, scores and reveals — then the
 * town-hall quiz (five questions) left ready in its lobby for the live event.
 */
import { COLLECTIONS, type GameDoc } from '@civic/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/platform/app.js';
import { pool, randomFor, sample, sleep, type DemoContext } from './context.js';
import { CITY_QUIZ, WARM_UP_QUIZ, type DemoQuestion } from './content.js';
import { ACTIVE_CITIZENS } from './people.js';
import { callAs, requestId } from './server.js';

const OPTIONS = { speedPoints: true, streakBonus: true, closeEarly: true };

async function saveSet(ctx: DemoContext, set: { title: string; questions: DemoQuestion[] }): Promise<string> {
  const { setId } = await callAs(ctx.admin, 'saveQuestionSet', {
    requestId: requestId(),
    set: {
      title: set.title,
      questions: set.questions.map((q) => ({
        text: q.text,
        answers: q.answers.map((text, i) => ({ text, correct: i === q.correct })),
        timeLimitSec: 20,
        imageUrl: '',
        explanation: q.explanation,
      })),
    },
  });
  return setId;
}

const gameDoc = async (gameId: string) =>
  (await db.collection(COLLECTIONS.games).doc(gameId).get()).data() as GameDoc<Timestamp>;

/** Plays the warm-up round to its podium with a dozen players answering within a few seconds. */
async function playWarmUp(ctx: DemoContext, setId: string): Promise<void> {
  const random = randomFor('warm-up');
  const { gameId } = await callAs(ctx.admin, 'createGame', { setId, options: OPTIONS, requestId: requestId() });
  const players = sample(random, ACTIVE_CITIZENS, 12);
  await pool(players, 4, (p) =>
    callAs({ uid: p.uid, role: 'user' }, 'joinGame', {
      gameId,
      displayName: p.displayName.split(' ')[0]!,
      extendedTimeRequested: false,
    }),
  );
  // Some players know more than others: each has a chance of picking the right answer.
  const skill = new Map(players.map((p) => [p.uid, 0.35 + random() * 0.6]));
  for (;;) {
    const game = await gameDoc(gameId);
    if (game.phase === 'podium') return;
    if (game.phase === 'question') {
      await sleep(Math.max(0, game.answersOpenAt!.toMillis() - Date.now()) + 100);
      const correct = WARM_UP_QUIZ.questions[game.questionIndex]!.correct;
      const answers = game.question!.answers.length;
      await Promise.all(
        players.map(async (p) => {
          await sleep(random() * 1500);
          const right = random() < skill.get(p.uid)!;
          const answerIndex = right ? correct : (correct + 1 + Math.floor(random() * (answers - 1))) % answers;
          await callAs({ uid: p.uid, role: 'user' }, 'submitAnswer', {
            gameId,
            questionIndex: game.questionIndex,
            answerIndex,
          });
        }),
      );
    }
    await callAs(ctx.admin, 'advanceGame', { gameId, fromStep: game.step });
  }
}

/** Saves both sets, plays the warm-up to its podium, then opens the quiz's lobby for the live event. */
export async function seedGames(ctx: DemoContext, liveEvent: Promise<{ eventId: string }>): Promise<void> {
  const warmUp = await saveSet(ctx, WARM_UP_QUIZ);
  const quiz = await saveSet(ctx, CITY_QUIZ);
  await playWarmUp(ctx, warmUp);
  // The newest game is the one `/game/` shows: the lobby comes after the finished round.
  const { eventId } = await liveEvent;
  await callAs(ctx.admin, 'createGame', { setId: quiz, options: OPTIONS, eventId, requestId: requestId() });
}
