/**
 * The event on air when `npm run dev` opens: created, taken live and given its poll by the admin's
 * own callables; three live questions asked before it (live-questions.ts); about 200 votes counted by the vote counter; 30 posts through `postComment`
 * (one held by a blocked word); questions upvoted; a post pinned, one highlighted and a question
 * answered through `moderateComment`; reactions summed into the room's pulse by `publishReactions`.
 */
import { COLLECTIONS, REACTION_IDS, type ReactionId } from '@civic/domain';
import { db } from '../../functions/src/platform/app.js';
import { HOUR, MINUTE, localTime, pickWeighted, pool, randomFor, sample, type DemoContext } from './context.js';
import {
  BLOCKED_WORDS,
  CAMERA_EVENT,
  HELD_POST,
  LIVE_EVENT,
  LIVE_POLL,
  NEXT_POLLS,
  ROOM_COMMENTS,
  ROOM_QUESTIONS,
  pollText,
  type PollVersion,
} from './content.js';
import { ACTIVE_CITIZENS } from './people.js';
import { seedLiveQuestions } from './live-questions.js';
import { castVotes, joinRoom, react, upvote } from './records.js';
import { callAs, requestId, type SeedActor } from './server.js';

/** The local test clip, served by Vite and Hosting alike (docs/live-events.md). */
export const LOCAL_CLIP = { kind: 'hls', url: '/media/town-hall/index.m3u8' } as const;

export interface LiveRoom {
  eventId: string;
  pollId: string;
  /** The word cloud, scale and open answer asked earlier in the evening, by kind. */
  liveQuestionIds: Awaited<ReturnType<typeof seedLiveQuestions>>;
  /** The room's visible comments and questions, newest last. */
  commentIds: string[];
  questionIds: string[];
}

const citizen = (uid: string): SeedActor => ({ uid, role: 'user' });

/**
 * An open poll of the admin's, closing in a week (the demo stays usable across restarts for days),
 * in English with its Spanish and Arabic versions.
 */
export async function openPoll(
  ctx: DemoContext,
  poll: {
    question: string;
    description: string;
    options: readonly string[];
    versions: Record<'es' | 'ar', PollVersion>;
  },
): Promise<string> {
  const { pollId } = await callAs(ctx.admin, 'createPoll', {
    requestId: requestId(),
    poll: {
      kind: 'poll',
      ...pollText(poll),
      published: true,
      opensAt: Date.now() - 10 * MINUTE,
      closesAt: Date.now() + 7 * 24 * HOUR,
      resultsVisibility: 'live',
      sponsor: null,
    },
  });
  return pollId;
}

export async function seedLiveRoom(ctx: DemoContext): Promise<LiveRoom> {
  const random = randomFor('live-room');
  await callAs(ctx.admin, 'setBlockedWords', { words: BLOCKED_WORDS });
  const { eventId } = await callAs(ctx.admin, 'createEvent', {
    requestId: requestId(),
    event: {
      ...LIVE_EVENT,
      coverImageUrl: '',
      startsAt: Date.now() - 15 * MINUTE,
      endsAt: Date.now() + 105 * MINUTE,
      visibility: 'public',
      published: true,
      source: LOCAL_CLIP,
    },
  });
  const { wentLiveAt } = await callAs(ctx.admin, 'goLive', { eventId });
  const cameraStart = localTime(ctx.now, -CAMERA_EVENT.inDays, 12);
  await callAs(ctx.admin, 'createEvent', {
    requestId: requestId(),
    event: {
      title: CAMERA_EVENT.title,
      description: CAMERA_EVENT.description,
      coverImageUrl: '',
      startsAt: cameraStart,
      endsAt: cameraStart + 30 * MINUTE,
      visibility: 'signed-in',
      published: true,
      source: { kind: 'camera' },
    },
  });
  ctx.windows.push({ eventId, startMs: wentLiveAt, endMs: Number.POSITIVE_INFINITY });

  const pollId = await openPoll(ctx, LIVE_POLL);
  for (const next of NEXT_POLLS) await openPoll(ctx, next);
  // Who came: most active citizens opened the room; voters include people following on the
  // dashboard only (imported residents among them), who are not viewers.
  const viewers = sample(random, ACTIVE_CITIZENS, 120).map((c) => c.uid);
  await joinRoom(
    eventId,
    viewers.map((uid) => ({ uid, at: null })),
  );
  // Who posts (one post each, below), then the live questions asked earlier in the evening,
  // answered by other viewers (so no answer and post of one account meet the 5 s interval).
  const authors = sample(random, viewers, ROOM_COMMENTS.length + ROOM_QUESTIONS.length + 1);
  const posting = new Set(authors);
  const liveQuestionIds = await seedLiveQuestions(
    ctx,
    eventId,
    viewers.filter((uid) => !posting.has(uid)),
  );
  // The poll is what the room shows now, its results over the stream: everyone in the room sees
  // them before voting too.
  await callAs(ctx.admin, 'setLivePoll', { eventId, pollId });
  await callAs(ctx.admin, 'setOverlay', { eventId, overlay: { kind: 'poll-results', pollId } });

  const optionIds = (await db.collection(COLLECTIONS.polls).doc(pollId).get()).get('optionIds') as string[];
  const voters = [...sample(random, viewers, 110), ...sample(random, ctx.residentUids, 30), ...spare(viewers, 60)];
  await castVotes(
    ctx,
    pollId,
    voters.map((uid) => ({ uid, optionId: optionIds[pickWeighted(random, LIVE_POLL.weights)]!, at: null })),
  );

  // Posts go through postComment as their authors: one post each, so no rate limit is met.
  const posts = [
    ...ROOM_COMMENTS.map((text) => ({ text, kind: 'comment' as const })),
    ...ROOM_QUESTIONS.map((text) => ({ text, kind: 'question' as const })),
  ];
  const order = sample(random, posts, posts.length);
  const commentIds: string[] = [];
  const questionIds: string[] = [];
  await pool(order, 4, async (post, i) => {
    const { commentId } = await callAs(citizen(authors[i]!), 'postComment', {
      eventId,
      text: post.text,
      kind: post.kind,
      requestId: requestId(),
    });
    (post.kind === 'question' ? questionIds : commentIds).push(commentId);
  });
  const held = await callAs(citizen(authors.at(-1)!), 'postComment', {
    eventId,
    text: HELD_POST,
    kind: 'comment',
    requestId: requestId(),
  });
  if (held.status !== 'held') throw new Error('The blocked-words list did not hold the demo’s held post.');

  for (const [i, questionId] of questionIds.entries()) {
    const voters = sample(random, viewers, Math.max(2, 15 - 2 * i - Math.floor(random() * 4)));
    await upvote(
      eventId,
      questionId,
      voters.map((uid) => ({ uid, at: null })),
    );
  }
  await moderate(ctx, eventId, 'pin', commentIds[0]!);
  await moderate(ctx, eventId, 'highlight', commentIds[1]!);
  await moderate(ctx, eventId, 'answer', questionIds[0]!);

  const reactors = sample(random, viewers, 50).map((uid) => ({
    uid,
    counts: reactionCounts(random),
    firstAt: null,
    lastAt: null,
  }));
  await react(eventId, reactors);
  await callAs(citizen(reactors[0]!.uid), 'publishReactions', { eventId });
  return { eventId, pollId, liveQuestionIds, commentIds, questionIds };
}

async function moderate(ctx: DemoContext, eventId: string, action: 'pin' | 'highlight' | 'answer', commentId: string) {
  await callAs(ctx.admin, 'moderateComment', { eventId, commentId, action });
}

/** Citizens who are not viewers: they vote from the dashboard. */
function spare(viewers: string[], count: number): string[] {
  const watching = new Set(viewers);
  return ACTIVE_CITIZENS.map((c) => c.uid)
    .filter((uid) => !watching.has(uid))
    .slice(0, count);
}

/** A viewer's reactions over the evening: a few, of one to three kinds. */
export function reactionCounts(random: () => number): Partial<Record<ReactionId, number>> {
  const counts: Partial<Record<ReactionId, number>> = {};
  for (const id of sample(random, REACTION_IDS, 1 + Math.floor(random() * 3)))
    counts[id] = 1 + Math.floor(random() * 4);
  return counts;
}
