import {
  ANALYTICS_TOP_ENTRIES,
  COLLECTIONS,
  clickThroughRate,
  isLiveQuestionKind,
  summariseScale,
  sumLiveTallyShards,
  topCloudEntries,
  engagementRate,
  sumTallyShards,
  timelineSlices,
  totalVotes,
  type EventAnalytics,
  type EventDoc,
  type LiveQuestionAnalytics,
  type PollAnalytics,
} from '@civic/domain';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable } from '../platform/callable.js';
import { sumReactions } from '../events/lib/reactionPulse.js';
import { attendanceOf } from './lib/attendance.js';
import { eventPolls, eventWindow, votesWithin, type EventPoll } from './lib/eventPolls.js';

const count = async (query: Query) => (await query.count().get()).data().count;

const within = (query: Query, field: string, window: { startMs: number; endMs: number }) =>
  query.where(field, '>=', Timestamp.fromMillis(window.startMs)).where(field, '<', Timestamp.fromMillis(window.endMs));

/**
 * A live question's answers during the event (in total and per time slice), all its counted
 * answers and what its kind shows: the top entries of a cloud, a scale's distribution and average
 * (from the tally shards), and the held and hidden answers (count()s).
 */
async function liveQuestionAnalytics({ id, poll, overlap }: EventPoll): Promise<PollAnalytics> {
  const ref = db.collection(COLLECTIONS.polls).doc(id);
  const responses = ref.collection(COLLECTIONS.liveResponses);
  const [answers, shards, timeline, held, hidden] = await Promise.all([
    count(within(responses, 'createdAt', overlap)),
    ref.collection(COLLECTIONS.tallyShards).get(),
    Promise.all(
      timelineSlices(overlap.startMs, overlap.endMs).map(async ([startMs, endMs]) => ({
        at: startMs,
        votes: await count(within(responses, 'createdAt', { startMs, endMs })),
      })),
    ),
    count(responses.where('status', '==', 'held')),
    count(responses.where('status', '==', 'hidden')),
  ]);
  const tally = sumLiveTallyShards(shards.docs.map((d) => d.data()));
  const settings = poll.settings;
  const live: LiveQuestionAnalytics = {
    held,
    hidden,
    topEntries: poll.kind === 'wordCloud' ? topCloudEntries(tally.counts, ANALYTICS_TOP_ENTRIES) : [],
    scale: settings?.kind === 'scale' ? summariseScale(settings, tally.counts) : null,
  };
  return {
    pollId: id,
    question: poll.question,
    kind: poll.kind,
    votes: answers,
    totalVotes: tally.responses,
    timeline,
    sponsor: null,
    live,
  };
}

/** One poll's votes during the event (in total and per time slice) and, for an ad poll, its sponsor numbers. */
async function pollAnalytics(eventPoll: EventPoll): Promise<PollAnalytics> {
  if (isLiveQuestionKind(eventPoll.poll.kind)) return liveQuestionAnalytics(eventPoll);
  const { id, poll, overlap } = eventPoll;
  const ref = db.collection(COLLECTIONS.polls).doc(id);
  const slices = timelineSlices(overlap.startMs, overlap.endMs);
  const sponsored = poll.kind === 'ad' && poll.sponsor !== null;
  const [votes, shards, timeline, impressions, clicks] = await Promise.all([
    count(votesWithin(id, overlap)),
    ref.collection(COLLECTIONS.tallyShards).get(),
    Promise.all(
      slices.map(async ([startMs, endMs]) => ({
        at: startMs,
        votes: await count(votesWithin(id, { startMs, endMs })),
      })),
    ),
    sponsored ? count(within(ref.collection(COLLECTIONS.impressions), 'seenAt', overlap)) : 0,
    sponsored ? count(within(ref.collection(COLLECTIONS.adClicks), 'clickedAt', overlap)) : 0,
  ]);
  return {
    pollId: id,
    question: poll.question,
    kind: poll.kind,
    votes,
    totalVotes: totalVotes(
      sumTallyShards(
        shards.docs.map((d) => d.data()),
        poll.optionIds,
      ),
    ),
    timeline,
    sponsor: sponsored
      ? { name: poll.sponsor!.name, impressions, clicks, ctr: clickThroughRate(clicks, impressions) }
      : null,
  };
}

/**
 * Admin only: an event's numbers for the Analytics tab — unique and peak viewers, comments,
 * questions, reactions, votes per poll and over time, sponsor impressions, clicks and CTR, and
 * the engagement rate. Every number is a count() aggregation or a maintained counter (reaction
 * shards, poll tally shards): nothing reads the event's votes, comments or viewers one by one.
 */
export const getEventAnalytics = defineCallable(
  'getEventAnalytics',
  { roles: ['admin'], timeoutSeconds: 120 },
  async ({ eventId }) => {
    const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
    const snapshot = await eventRef.get();
    if (!snapshot.exists) throw new HttpsError('not-found', 'That event does not exist.');
    const event = snapshot.data() as Partial<EventDoc<Timestamp>>;
    const window = eventWindow(event);
    const comments = eventRef.collection(COLLECTIONS.comments);
    const viewers = attendanceOf(eventId).where('viewed', '==', true);
    const [uniqueViewers, engagedViewers, peak, commentCount, questionCount, reactions, polls] = await Promise.all([
      count(viewers),
      count(viewers.where('engaged', '==', true)),
      eventRef.collection(COLLECTIONS.viewerSamples).orderBy('count', 'desc').limit(1).get(),
      count(comments.where('kind', '==', 'comment')),
      count(comments.where('kind', '==', 'question')),
      sumReactions(eventRef),
      eventPolls(window).then((list) => Promise.all(list.map(pollAnalytics))),
    ]);
    return {
      eventId,
      title: event.title ?? eventId,
      status: event.status ?? 'draft',
      window,
      uniqueViewers,
      peakConcurrentViewers: peak.empty ? null : (peak.docs[0]!.get('count') as number),
      comments: commentCount,
      questions: questionCount,
      reactions,
      polls,
      engagedViewers,
      engagementRate: engagementRate(engagedViewers, uniqueViewers),
    } satisfies EventAnalytics;
  },
);
