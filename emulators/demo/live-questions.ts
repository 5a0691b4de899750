/**
 * The live room's three live questions (docs/live-questions.md): a word cloud, a 1–5 scale and an
 * open answer, authored by the admin's `createPoll`, each pushed live with `setLivePoll` and
 * answered by a few dozen viewers through `submitLiveResponse` itself (rate limit, blocked words,
 * one answer per account). The counting trigger is paused while the seed runs, so what it does is
 * done here with its own code: `countLiveResponse` (the shards, marking each answer counted) and
 * `recordResponder`'s attendance mark. No total is written by hand.
 */
import { markAttendance } from '../../functions/src/analytics/lib/attendance.js';
import { countLiveResponse } from '../../functions/src/polls/countLiveResponse.js';
import { pollRef } from '../../functions/src/polls/lib/pollRecord.js';
import { publishExactResults } from '../../functions/src/polls/lib/resultsPulse.js';
import { HOUR, MINUTE, pool, randomFor, sample, type DemoContext } from './context.js';
import { HELD_CLOUD_ENTRIES, LIVE_QUESTIONS, demoLiveAnswer } from './content.js';
import { callAs, requestId } from './server.js';

type Kind = keyof typeof LIVE_QUESTIONS;
const KINDS = Object.keys(LIVE_QUESTIONS) as Kind[];

/** Creates the three questions (open for a week, results shown live); returns their ids by kind. */
async function createQuestions(ctx: DemoContext): Promise<Record<Kind, string>> {
  const ids = {} as Record<Kind, string>;
  for (const kind of KINDS) {
    const { question, description, translations, settings } = LIVE_QUESTIONS[kind];
    const { pollId } = await callAs(ctx.admin, 'createPoll', {
      requestId: requestId(),
      poll: {
        kind,
        language: 'en',
        question,
        description,
        translations,
        options: [],
        settings,
        published: true,
        opensAt: Date.now() - 10 * MINUTE,
        closesAt: Date.now() + 7 * 24 * HOUR,
        resultsVisibility: 'live',
        sponsor: null,
      },
    });
    ids[kind] = pollId;
  }
  return ids;
}

/**
 * Pushes each question live in `eventId` and has `viewers` answer it: distinct people per
 * question, so nobody meets the 5 s interval between two answers. One cloud answer is held by a
 * blocked word. The caller pushes its poll live again afterwards.
 */
export async function seedLiveQuestions(
  ctx: DemoContext,
  eventId: string,
  viewers: readonly string[],
): Promise<Record<Kind, string>> {
  const random = randomFor('live-questions');
  const ids = await createQuestions(ctx);
  const people = sample(
    random,
    viewers,
    KINDS.reduce((sum, kind) => sum + LIVE_QUESTIONS[kind].respondents, 0),
  );
  for (const kind of KINDS) {
    const pollId = ids[kind];
    const respondents = people.splice(0, LIVE_QUESTIONS[kind].respondents);
    await callAs(ctx.admin, 'setLivePoll', { eventId, pollId });
    const answers = respondents.map((uid, i) => ({
      uid,
      response:
        kind === 'wordCloud' && i === 0
          ? { kind, entries: [...HELD_CLOUD_ENTRIES] }
          : demoLiveAnswer(LIVE_QUESTIONS[kind].settings, random),
    }));
    const outcomes = await pool(answers, 4, ({ uid, response }) =>
      callAs({ uid, role: 'user' }, 'submitLiveResponse', { eventId, pollId, response, requestId: requestId() }),
    );
    if (kind === 'wordCloud' && outcomes[0]?.status !== 'held') {
      throw new Error('The blocked-words list did not hold the demo’s held word-cloud answer.');
    }
    // What onLiveResponseCreated and recordResponder do with each answer.
    await pool(answers, 8, async ({ uid }) => {
      await countLiveResponse(pollId, uid);
      await markAttendance(eventId, uid, 'voted');
    });
    // ...and the results the counting trigger publishes.
    await publishExactResults(pollRef(pollId));
  }
  return ids;
}
