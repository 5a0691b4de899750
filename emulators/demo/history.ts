/**
 * Two weeks of history: two events that ran (an hour each, days ago) and the dashboard polls of the
 * last two weeks. Nothing can be done "days ago" through a callable, whose clock is now, so:
 *  - what an administrator decided is made by the callables (createEvent, createPoll), and only the
 *    times those cannot take — the event's `ended` status with when it went live and ended, and the
 *    poll it last pushed live — are written after, as the record of what happened;
 *  - what people did (joins, votes, posts, upvotes, reactions, impressions, clicks) is each one
 *    record of the shape the browser or the callable writes, carrying the time it happened;
 *  - everything derived from those records is computed by the product's own code: tallies by the
 *    vote counter, upvotes by the upvote counter, attendance by the attendance marks, reaction
 *    totals by the pulse, click counts by `countClickOnce`; the control room's once-a-minute
 *    viewer samples are the number of viewers in the room at that minute.
 */
import { COLLECTIONS, type EventDoc, type ViewerSampleDoc } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { markAttendance } from '../../functions/src/analytics/lib/attendance.js';
import { newComment } from '../../functions/src/comments/lib/commentRefs.js';
import { publishFinalReactionTotals } from '../../functions/src/events/lib/reactionPulse.js';
import { db } from '../../functions/src/platform/app.js';
import { countClickOnce } from '../../functions/src/polls/recordAdClick.js';
import { DAY, HOUR, MINUTE, localTime, pickWeighted, pool, randomFor, sample, type DemoContext } from './context.js';
import { HISTORY_POLLS, PAST_AD_POLL, PAST_EVENTS } from './content.js';
import { reactionCounts, LOCAL_CLIP } from './live-room.js';
import { DEMO_CITIZENS } from './people.js';
import { castVotes, joinRoom, react, recordImpressions, upvote, writeAll } from './records.js';
import { callAs, requestId } from './server.js';

interface Presence {
  uid: string;
  from: number;
  to: number;
}

async function createPoll(
  ctx: DemoContext,
  poll: {
    question: string;
    description: string;
    options: readonly string[];
    sponsor?: { name: string; logoUrl: string; link: string };
  },
  opensAt: number,
  closesAt: number,
) {
  const { pollId } = await callAs(ctx.admin, 'createPoll', {
    requestId: requestId(),
    poll: {
      kind: poll.sponsor ? 'ad' : 'poll',
      question: poll.question,
      description: poll.description,
      options: poll.options.map((label) => ({ label })),
      published: true,
      opensAt,
      closesAt,
      resultsVisibility: poll.sponsor ? 'after-close' : 'live',
      sponsor: poll.sponsor ?? null,
    },
  });
  const optionIds = (await db.collection(COLLECTIONS.polls).doc(pollId).get()).get('optionIds') as string[];
  return { pollId, optionIds };
}

/** The event's windows come first: a vote of the last two weeks is attributed by them. */
export function pastEventWindows(now: number) {
  return PAST_EVENTS.map((event) => {
    const startMs = localTime(now, event.daysAgo, event.startHour);
    return { event, startMs, endMs: startMs + HOUR };
  });
}

/**
 * What a callable cannot write "days ago": the event ran from `startMs` to `endMs` and ended. Its
 * window is registered, so votes cast in it are attributed to it.
 */
export async function recordRan(ctx: DemoContext, eventId: string, startMs: number, endMs: number): Promise<void> {
  await db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .update({
      status: 'ended',
      wentLiveAt: Timestamp.fromMillis(startMs),
      endedAt: Timestamp.fromMillis(endMs),
    } satisfies Partial<EventDoc<Timestamp>>);
  ctx.windows.push({ eventId, startMs, endMs });
}

/** Creates the two past events (ended) and returns their ids, in PAST_EVENTS order. */
export async function createPastEvents(ctx: DemoContext): Promise<string[]> {
  const ids: string[] = [];
  for (const { event, startMs, endMs } of pastEventWindows(ctx.now)) {
    const { eventId } = await callAs(ctx.admin, 'createEvent', {
      requestId: requestId(),
      event: {
        title: event.title,
        description: event.description,
        coverImageUrl: '',
        startsAt: startMs,
        endsAt: endMs,
        visibility: 'public',
        published: true,
        source: LOCAL_CLIP,
      },
    });
    await recordRan(ctx, eventId, startMs, endMs);
    ids.push(eventId);
  }
  return ids;
}

/** One past event's hour: who was there when, what they said, voted and sent. */
async function replayEvent(ctx: DemoContext, eventId: string, index: number) {
  const { event, startMs, endMs } = pastEventWindows(ctx.now)[index]!;
  const random = randomFor(`past-${index}`);
  const joinedBefore = DEMO_CITIZENS.filter((c) => (ctx.joinedAt.get(c.uid) ?? Infinity) < startMs);
  const crowd = sample(random, joinedBefore, index === 0 ? 45 : 70);
  const presence: Presence[] = crowd.map(({ uid }) => {
    // Most arrive early, some drop in later; people stay ten minutes to the whole hour.
    const from = startMs + random() ** 1.5 * 45 * MINUTE;
    return { uid, from, to: Math.min(endMs, from + (10 + random() * 50) * MINUTE) };
  });
  const presentAt = (t: number) => presence.filter((p) => p.from <= t && t < p.to);
  const during = (p: Presence, from = p.from, to = p.to) => from + random() * (to - from);

  await joinRoom(
    eventId,
    presence.map((p) => ({ uid: p.uid, at: p.from })),
  );
  const samples = db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.viewerSamples);
  await writeAll(
    Array.from({ length: 60 }, (_, minute) => {
      const at = startMs + minute * MINUTE + 30_000;
      return (batch) =>
        batch.set(samples.doc(String(Math.floor(at / MINUTE))), {
          at: Timestamp.fromMillis(at),
          count: presentAt(at).length,
        } satisfies ViewerSampleDoc<Timestamp>);
    }),
  );

  const poll = await createPoll(ctx, event.poll, startMs + 10 * MINUTE, endMs);
  const pollOpen = startMs + 10 * MINUTE;
  await castVotes(
    ctx,
    poll.pollId,
    presence
      .filter((p) => p.to > pollOpen + MINUTE && random() < 0.55)
      .map((p) => ({
        uid: p.uid,
        optionId: poll.optionIds[pickWeighted(random, event.poll.weights)]!,
        at: during(p, Math.max(p.from, pollOpen), p.to),
      })),
  );
  // The room showed the last poll pushed live after it ended (setLivePoll keeps it).
  await db.collection(COLLECTIONS.events).doc(eventId).update({ lastPollId: poll.pollId });

  if (index === 1) await replayAdPoll(ctx, presence, startMs + 25 * MINUTE, endMs, random);

  const comments = db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.comments);
  const posts = [
    ...event.comments.map((text) => ({ text, kind: 'comment' as const })),
    ...event.questions.map((text) => ({ text, kind: 'question' as const })),
  ];
  const questions: { id: string; at: number; author: string }[] = [];
  const postsAt = posts.map((post) => {
    const at = startMs + (3 + random() * 54) * MINUTE;
    const present = presentAt(at);
    const author = present[Math.floor(random() * present.length)] ?? presence[0]!;
    return { ...post, at, author: author.uid };
  });
  const names = new Map(DEMO_CITIZENS.map((c) => [c.uid, c.displayName]));
  await writeAll(
    postsAt.map((post) => {
      const ref = comments.doc();
      if (post.kind === 'question') questions.push({ id: ref.id, at: post.at, author: post.author });
      return (batch) =>
        batch.create(
          ref,
          newComment(
            {
              eventId,
              kind: post.kind,
              text: post.text,
              authorUid: post.author,
              authorName: names.get(post.author) ?? 'Citizen',
              createdAt: Timestamp.fromMillis(post.at),
            },
            null,
          ),
        );
    }),
  );
  // recordCommenter's mark, at each author's first post.
  const firstPost = new Map<string, number>();
  for (const post of postsAt) firstPost.set(post.author, Math.min(post.at, firstPost.get(post.author) ?? Infinity));
  await pool([...firstPost], 8, ([uid, at]) => markAttendance(eventId, uid, 'commented', Timestamp.fromMillis(at)));
  for (const question of questions) {
    const later = presence.filter((p) => p.to > question.at && p.uid !== question.author);
    const voters = sample(random, later, 2 + Math.floor(random() * 14));
    await upvote(
      eventId,
      question.id,
      voters.map((p) => ({ uid: p.uid, at: during(p, Math.max(p.from, question.at), p.to) })),
    );
  }
  await callAs(ctx.admin, 'moderateComment', { eventId, commentId: questions[0]!.id, action: 'answer' });

  const reactors = sample(random, presence, Math.round(presence.length * 0.45)).map((p) => {
    const firstAt = during(p);
    return { uid: p.uid, counts: reactionCounts(random), firstAt, lastAt: during(p, firstAt, p.to) };
  });
  const ref = await react(eventId, reactors);
  await publishFinalReactionTotals(ref);
}

/** The sponsor's poll during the bus network Q&A: impressions, first clicks and some votes. */
async function replayAdPoll(
  ctx: DemoContext,
  presence: Presence[],
  opensAt: number,
  endMs: number,
  random: () => number,
) {
  const poll = await createPoll(ctx, PAST_AD_POLL, opensAt, endMs);
  const seen = presence
    .filter((p) => p.to > opensAt + MINUTE)
    .map((p) => ({ uid: p.uid, at: Math.max(p.from, opensAt) + random() * 90_000 }));
  await recordImpressions(poll.pollId, seen);
  const clicks = sample(random, seen, Math.round(seen.length * 0.12));
  await pool(clicks, 6, ({ uid, at }) => countClickOnce(poll.pollId, uid, Timestamp.fromMillis(at + 40_000)));
  await castVotes(
    ctx,
    poll.pollId,
    sample(random, seen, Math.round(seen.length * 0.4)).map(({ uid, at }) => ({
      uid,
      optionId: poll.optionIds[pickWeighted(random, PAST_AD_POLL.weights)]!,
      at: at + random() * (endMs - at),
    })),
  );
}

/** The dashboard polls of the last two weeks, with votes spread over the days they were open. */
async function replayDashboardPolls(ctx: DemoContext) {
  const random = randomFor('dashboard-polls');
  await pool(HISTORY_POLLS, 2, async (spec, index) => {
    const opensAt = ctx.now - spec.opensDaysAgo * DAY;
    const closesAt = Math.min(opensAt + spec.days * DAY, ctx.now - HOUR);
    const poll = await createPoll(ctx, { ...spec, description: 'A question to the whole town.' }, opensAt, closesAt);
    const eligible = DEMO_CITIZENS.filter((c) => (ctx.joinedAt.get(c.uid) ?? Infinity) < closesAt - HOUR);
    const voters = sample(random, eligible, 25 + ((index * 17) % 30));
    await castVotes(
      ctx,
      poll.pollId,
      voters.map((c) => {
        const from = Math.max(opensAt, ctx.joinedAt.get(c.uid)!);
        // Most votes come in the first day a poll is open.
        return {
          uid: c.uid,
          optionId: poll.optionIds[pickWeighted(random, spec.weights)]!,
          at: from + random() ** 2 * (closesAt - from),
        };
      }),
    );
  });
}

export async function seedHistory(ctx: DemoContext, pastEventIds: string[]): Promise<void> {
  await Promise.all([
    ...pastEventIds.map((eventId, index) => replayEvent(ctx, eventId, index)),
    replayDashboardPolls(ctx),
  ]);
}
