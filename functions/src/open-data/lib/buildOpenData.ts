import {
  ANALYTICS_TOP_ENTRIES,
  COLLECTIONS,
  OPEN_DATA_MAX_AGE_SECONDS,
  isLiveQuestionKind,
  openDataReplay,
  resultsVisible,
  sumLiveTallyShards,
  sumTallyShards,
  summariseScale,
  topCloudEntries,
  totalVotes,
  type BallotRecordSummary,
  type EventDoc,
  type OpenDataEvent,
  type OpenDataFile,
  type OpenDataLiveQuestion,
  type OpenDataPoll,
  type OpenDataReplay,
  type CompiledReplay,
  type PollDoc,
  type PublishedRecord,
  type ReceiptPageDoc,
} from '@civic/domain';
import type { Query, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { attendanceOf } from '../../analytics/lib/attendance.js';
import { moderationSummaryOf } from '../../comments/lib/moderationSummary.js';
import { recordRef } from '../../constitutional-vote/lib/ballotRecord.js';
import { db } from '../../platform/app.js';
import { publishedFileOf, publishedReplays } from '../../replays/lib/replayFile.js';
import { gunzipSync } from 'node:zlib';

/*
 * Every field below is copied by name from a public figure: nothing is spread from a stored
 * document, so a field added to one later (an author, an email) cannot slip into the file.
 */

type StoredPoll = PollDoc<Timestamp>;
const iso = (time: Timestamp | null | undefined) => (time ? time.toDate().toISOString() : null);
const count = async (query: Query) => (await query.count().get()).data().count;
const tallyShardsOf = async (id: string) =>
  (await db.collection(COLLECTIONS.polls).doc(id).collection(COLLECTIONS.tallyShards).get()).docs.map((d) => d.data());

/** Closed, published polls and live questions whose results their audience could see. */
async function closedPublicPolls(nowMs: number): Promise<QueryDocumentSnapshot[]> {
  const closed = await db.collection(COLLECTIONS.polls).where('published', '==', true).get();
  return closed.docs.filter((doc) => {
    const poll = doc.data() as StoredPoll;
    return poll.closesAt.toMillis() <= nowMs && resultsVisible(poll.resultsVisibility, 'closed');
  });
}

async function openPoll(doc: QueryDocumentSnapshot): Promise<OpenDataPoll> {
  const poll = doc.data() as StoredPoll;
  const tallies = sumTallyShards(await tallyShardsOf(doc.id), poll.optionIds);
  return {
    id: doc.id,
    kind: poll.kind === 'ad' ? 'ad' : 'poll',
    question: poll.question,
    sponsor: poll.kind === 'ad' ? (poll.sponsor?.name ?? null) : null,
    opensAt: iso(poll.opensAt)!,
    closesAt: iso(poll.closesAt)!,
    options: poll.options.map(({ id, label }) => ({ id, label, votes: tallies[id] ?? 0 })),
    totalVotes: totalVotes(tallies),
  };
}

/** What the room was shown: counts from the tally shards, from which hidden entries were subtracted. */
async function openLiveQuestion(doc: QueryDocumentSnapshot): Promise<OpenDataLiveQuestion> {
  const poll = doc.data() as StoredPoll;
  const tally = sumLiveTallyShards(await tallyShardsOf(doc.id));
  const settings = poll.settings;
  return {
    id: doc.id,
    kind: settings?.kind ?? (poll.kind as OpenDataLiveQuestion['kind']),
    question: poll.question,
    closesAt: iso(poll.closesAt)!,
    answers: tally.responses,
    topEntries: settings?.kind === 'wordCloud' ? topCloudEntries(tally.counts, ANALYTICS_TOP_ENTRIES) : [],
    scale: settings?.kind === 'scale' ? summariseScale(settings, tally.counts) : null,
  };
}

/** Each published record, as the ballot's own download gives it: totals, receipts, fingerprint. */
async function publishedRecords(): Promise<PublishedRecord[]> {
  const ballots = await db.collection(COLLECTIONS.constitutionalVotes).where('status', '==', 'published').get();
  const records = await Promise.all(
    ballots.docs.map(async (ballot) => {
      const summary = (await recordRef(ballot.id, 'summary').get()).data() as BallotRecordSummary | undefined;
      if (!summary) return null;
      const pages = await Promise.all(
        Array.from({ length: summary.receiptPages }, (_, page) => recordRef(ballot.id, `receipts-${page}`).get()),
      );
      const record: PublishedRecord = {
        ballotId: ballot.id,
        title: summary.title,
        censusSize: summary.censusSize,
        ballotsCast: summary.ballotsCast,
        passRule: summary.passRule,
        articles: summary.articles.map(({ id, title, yes, no, abstain, passed }) => ({
          id,
          title,
          yes,
          no,
          abstain,
          passed,
        })),
        receipts: pages.flatMap((page) => (page.data() as ReceiptPageDoc | undefined)?.receipts ?? []),
        fingerprint: summary.fingerprint,
      };
      return record;
    }),
  );
  return records.filter((record) => record !== null);
}

/** Ended public events: attendance (count()s of the attendance records), peak viewers, moderation. */
async function endedPublicEvents(): Promise<OpenDataEvent[]> {
  const ended = await db
    .collection(COLLECTIONS.events)
    .where('status', '==', 'ended')
    .where('visibility', '==', 'public')
    .get();
  return Promise.all(
    ended.docs.map(async (doc) => {
      const event = doc.data() as EventDoc<Timestamp>;
      const viewers = attendanceOf(doc.id).where('viewed', '==', true);
      const [uniqueViewers, engagedViewers, peak, { visible, counts }] = await Promise.all([
        count(viewers),
        count(viewers.where('engaged', '==', true)),
        doc.ref.collection(COLLECTIONS.viewerSamples).orderBy('count', 'desc').limit(1).get(),
        moderationSummaryOf(doc.id),
      ]);
      return {
        id: doc.id,
        title: event.title,
        startsAt: iso(event.wentLiveAt ?? event.startsAt)!,
        endedAt: iso(event.endedAt),
        uniqueViewers,
        engagedViewers,
        peakViewers: peak.empty ? null : (peak.docs[0]!.get('count') as number),
        moderation: { visible, counts },
      };
    }),
  );
}

/** The compiled files read by earlier builds on this instance, by event and compile id. */
const replayFiles = new Map<string, Buffer>();

/** Published replays, newest first: each compiled file's agenda and polls (domain `openDataReplay`). */
async function publishedReplayRecords(): Promise<OpenDataReplay[]> {
  const published = await publishedReplays();
  const records = await Promise.all(
    published.docs.map(async (doc) => {
      const file = await publishedFileOf(doc, replayFiles, published.size);
      return file ? openDataReplay(JSON.parse(gunzipSync(file.gzip).toString('utf8')) as CompiledReplay) : null;
    }),
  );
  return records.filter((record) => record !== null);
}

const newestFirst = <T>(list: T[], at: (item: T) => string | null) =>
  list.sort((a, b) => (at(b) ?? '').localeCompare(at(a) ?? ''));

/** The whole open-data file at `nowMs` (docs/privacy.md, "Open data"). */
export async function buildOpenData(nowMs: number): Promise<OpenDataFile> {
  const polls = await closedPublicPolls(nowMs);
  const isLive = (doc: QueryDocumentSnapshot) => isLiveQuestionKind((doc.data() as StoredPoll).kind);
  const [choicePolls, liveQuestions, constitutionalVotes, events, replays] = await Promise.all([
    Promise.all(polls.filter((doc) => !isLive(doc)).map(openPoll)),
    Promise.all(polls.filter(isLive).map(openLiveQuestion)),
    publishedRecords(),
    endedPublicEvents(),
    publishedReplayRecords(),
  ]);
  return {
    generatedAt: new Date(nowMs).toISOString(),
    maxAgeSeconds: OPEN_DATA_MAX_AGE_SECONDS,
    polls: newestFirst(choicePolls, (poll) => poll.closesAt),
    liveQuestions: newestFirst(liveQuestions, (question) => question.closesAt),
    constitutionalVotes,
    events: newestFirst(events, (event) => event.endedAt),
    replays,
  };
}
