/**
 * The open-data file (docs/privacy.md, "Open data") on the emulators: rich data with citizens —
 * their votes, answers, comments, attendance, census entries and reports — goes in; out come the
 * public results, and none of the citizens' uids, emails or names. A published replay joins it with
 * its agenda and its polls' final results (no post, no name); an unpublished one does not.
 */
import {
  COLLECTIONS,
  HTTP_DOWNLOADS,
  OPEN_DATA_FILE_NAME,
  type BallotRecordSummary,
  type CommentDoc,
  type EventDoc,
  type OpenDataFile,
  type PollDoc,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { call } from '../support/emulators/callables.js';
import { clientPool } from '../support/emulators/client.js';
import { writeReplayEvent } from '../support/fixtures/replay-event.js';

const { buildOpenData } = await import('../../functions/src/open-data/lib/buildOpenData.js');

const HOUR = 3_600_000;
const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);
const tag = randomUUID().slice(0, 8);

interface Citizen extends TestAccount {
  displayName: string;
}
let citizens: Citizen[] = [];
const pollId = `open-poll-${tag}`;
const cloudId = `open-cloud-${tag}`;
const hiddenPollId = `open-hidden-${tag}`;
const eventId = `open-event-${tag}`;
const ballotId = `open-ballot-${tag}`;

/** A citizen with a name nobody else has, on the account and its record, so finding it means a leak. */
async function namedCitizen(name: string): Promise<Citizen> {
  const account = await createTestAccount('user', { eligible: true });
  const displayName = `${name} ${tag}`;
  await adminAuth.updateUser(account.uid, { displayName });
  await db.collection(COLLECTIONS.users).doc(account.uid).update({ displayName });
  return { ...account, displayName };
}

const poll = (question: string, extra: Partial<PollDoc>): Partial<PollDoc> => ({
  kind: 'poll',
  question,
  description: '',
  options: [],
  optionIds: [],
  published: true,
  opensAt: at(-3 * HOUR),
  closesAt: at(-HOUR),
  resultsVisibility: 'after-close',
  sponsor: null,
  createdBy: 'admin-of-the-city',
  ...extra,
});

beforeAll(async () => {
  citizens = await Promise.all(['Amaranta Ferreira', 'Bashir Haddad', 'Chiara Lindqvist'].map(namedCitizen));
  const [amaranta, bashir, chiara] = citizens as [Citizen, Citizen, Citizen];
  const polls = db.collection(COLLECTIONS.polls);
  const batch = db.batch();

  // A closed poll with results after close: every citizen voted.
  const options = [
    { id: 'a', label: 'North bridge' },
    { id: 'b', label: 'South bridge' },
  ];
  batch.set(polls.doc(pollId), poll(`Which bridge first? ${tag}`, { options, optionIds: ['a', 'b'] }));
  for (const [i, citizen] of citizens.entries()) {
    batch.set(polls.doc(pollId).collection(COLLECTIONS.votes).doc(citizen.uid), {
      optionId: i === 0 ? 'b' : 'a',
      votedAt: at(-2 * HOUR),
      counted: true,
    });
  }
  batch.set(polls.doc(pollId).collection(COLLECTIONS.tallyShards).doc('0'), { counts: { a: 2, b: 1 } });
  // A poll whose results were never shown: not published here either.
  batch.set(
    polls.doc(hiddenPollId),
    poll(`Secret poll ${tag}`, { resultsVisibility: 'hidden', options, optionIds: ['a', 'b'] }),
  );

  // A closed word cloud: the citizens' answers keyed by uid, the room's counts in the shards.
  batch.set(
    polls.doc(cloudId),
    poll(`One word for the park ${tag}`, { kind: 'wordCloud', settings: { kind: 'wordCloud', maxEntries: 3 } }),
  );
  for (const citizen of citizens) {
    batch.set(polls.doc(cloudId).collection(COLLECTIONS.liveResponses).doc(citizen.uid), {
      response: { kind: 'wordCloud', entries: ['trees'] },
      status: 'accepted',
      authorName: citizen.displayName,
      createdAt: at(-2 * HOUR),
    });
  }
  batch.set(polls.doc(cloudId).collection(COLLECTIONS.tallyShards).doc('0'), { counts: { trees: 3 }, responses: 3 });

  // An ended public event: attendance, comments by name (one hidden), a viewers-now sample.
  const event = db.collection(COLLECTIONS.events).doc(eventId);
  batch.set(event, {
    title: `Budget hearing ${tag}`,
    description: '',
    status: 'ended',
    visibility: 'public',
    startsAt: at(-4 * HOUR),
    endsAt: at(-2 * HOUR),
    wentLiveAt: at(-4 * HOUR),
    endedAt: at(-2 * HOUR),
    createdBy: 'admin-of-the-city',
    // A whole event, as the functions write it: the admin screens list every event and read its
    // source (an event without one crashed /Admin/livestream in the e2e that run after this suite).
    coverImageUrl: '',
    source: { kind: 'hls', url: '/media/town-hall/index.m3u8' },
    livePollId: null,
    overlay: null,
    createdAt: at(-5 * HOUR),
    updatedAt: at(-2 * HOUR),
  } satisfies EventDoc);
  batch.set(event.collection(COLLECTIONS.attendance).doc(amaranta.uid), { viewed: true, viewedAt: at(-3 * HOUR) });
  batch.set(event.collection(COLLECTIONS.attendance).doc(bashir.uid), {
    viewed: true,
    voted: true,
    engaged: true,
    viewedAt: at(-3 * HOUR),
  });
  batch.set(event.collection(COLLECTIONS.viewerSamples).doc('m1'), { at: at(-3 * HOUR), count: 2 });
  const comment = (author: Citizen, status: CommentDoc['status'], text: string): Partial<CommentDoc> => ({
    authorUid: author.uid,
    authorName: author.displayName,
    eventId,
    kind: 'comment',
    text,
    createdAt: at(-3 * HOUR),
    status,
    reason: status === 'visible' ? null : 'abuse',
  });
  batch.set(
    event.collection(COLLECTIONS.comments).doc('c1'),
    comment(amaranta, 'visible', `Hello, I am ${amaranta.email}`),
  );
  batch.set(event.collection(COLLECTIONS.comments).doc('c2'), comment(chiara, 'hidden', `Ask ${bashir.displayName}`));
  batch.set(db.collection(COLLECTIONS.reports).doc(`open-report-${tag}`), {
    reporterUid: chiara.uid,
    reporterName: chiara.displayName,
    subject: 'comment',
    eventId,
    commentId: 'c1',
    status: 'open',
  });

  // A published constitutional vote: the census names its voters; the record does not.
  const ballot = db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId);
  batch.set(ballot, { title: `Charter ${tag}`, status: 'published', createdBy: 'admin-of-the-city' });
  for (const citizen of citizens) {
    batch.set(ballot.collection(COLLECTIONS.census).doc(citizen.uid), { uid: citizen.uid, voted: true });
  }
  const summary: BallotRecordSummary = {
    ballotId,
    title: `Charter ${tag}`,
    censusSize: 3,
    ballotsCast: 3,
    passRule: 'simple-majority',
    articles: [{ id: 'art1', title: 'Article 1', yes: 2, no: 1, abstain: 0, passed: true }],
    fingerprint: 'f'.repeat(64),
    receiptPages: 1,
  };
  batch.set(ballot.collection(COLLECTIONS.record).doc('summary'), summary);
  batch.set(ballot.collection(COLLECTIONS.record).doc('receipts-0'), { receipts: ['R-1', 'R-2', 'R-3'] });
  await batch.commit();

  // Two ended events with their rooms (tests/support/fixtures/replay-event.ts), Amaranta commenting in
  // both: one replay published, one with its recording attached but never published.
  const admin = await clientPool()(await createTestAccount('admin'));
  [published, unpublished] = await Promise.all([
    writeReplayEvent({ authorUid: amaranta.uid }),
    writeReplayEvent({ authorUid: amaranta.uid }),
  ]);
  for (const room of [published, unpublished])
    await call(admin, 'attachRecording', { eventId: room.eventId, url: 'https://cdn.example.org/v.mp4', offsetMs: 0 });
  await call(admin, 'publishReplay', { eventId: published.eventId });
}, 180_000);

let published: Awaited<ReturnType<typeof writeReplayEvent>>;
let unpublished: Awaited<ReturnType<typeof writeReplayEvent>>;

/** Everything that names one of the citizens. */
const personalStrings = () => citizens.flatMap(({ uid, email, displayName }) => [uid, email, displayName]);

describe('the open-data file', { timeout: 120_000 }, () => {
  it('holds the public results: final tallies, published answers, the record, attendance and moderation', async () => {
    const file = await buildOpenData(Date.now());
    expect(file.polls.find((p) => p.id === pollId)).toMatchObject({
      kind: 'poll',
      totalVotes: 3,
      options: [
        { id: 'a', label: 'North bridge', votes: 2 },
        { id: 'b', label: 'South bridge', votes: 1 },
      ],
    });
    expect(file.polls.some((p) => p.id === hiddenPollId)).toBe(false);
    expect(file.liveQuestions.find((q) => q.id === cloudId)).toMatchObject({
      kind: 'wordCloud',
      answers: 3,
      topEntries: [{ entry: 'trees', count: 3 }],
    });
    expect(file.constitutionalVotes.find((r) => r.ballotId === ballotId)).toMatchObject({
      ballotsCast: 3,
      receipts: ['R-1', 'R-2', 'R-3'],
      fingerprint: 'f'.repeat(64),
    });
    // The comment trigger may mark Amaranta engaged too (she commented): one or two engaged viewers.
    expect(file.events.find((e) => e.id === eventId)?.engagedViewers).toBeGreaterThanOrEqual(1);
    expect(file.events.find((e) => e.id === eventId)).toMatchObject({
      uniqueViewers: 2,
      peakViewers: 2,
      moderation: { visible: 1, counts: { held: {}, hidden: { abuse: 1 }, removed: {} } },
    });
  });

  it('holds each published replay: date, length, agenda, its polls’ final results; no post, no name', async () => {
    const file = await buildOpenData(Date.now());
    const replay = file.replays.find((r) => r.eventId === published.eventId);
    expect(replay).toEqual({
      eventId: published.eventId,
      title: `Replay town hall ${published.tag}`,
      language: null,
      startedAt: new Date(published.wentLive).toISOString(),
      lengthMs: 90 * 60_000,
      agenda: [
        { id: 'welcome', title: 'Welcome', description: '' },
        { id: 'parking', title: `Parking ${published.tag}`, description: '' },
      ],
      polls: [
        {
          id: `replay-poll-${published.tag}`,
          kind: 'poll',
          question: 'Which bridge first?',
          options: [
            { id: 'a', label: 'North' },
            { id: 'b', label: 'South' },
          ],
          final: { counts: { a: 1, b: 1 }, total: 2 },
        },
        {
          id: `replay-cloud-${published.tag}`,
          kind: 'wordCloud',
          question: expect.any(String) as string,
          options: [],
          final: { counts: { parks: 2 }, total: 2 },
        },
      ],
    });
    expect(file.replays.map((r) => r.eventId)).not.toContain(unpublished.eventId);
    const text = JSON.stringify(file.replays);
    for (const never of [
      unpublished.tag,
      'Fix the bridge',
      'When is parking free?',
      'Amaranta',
      'Bashir',
      'Ines',
      'https://cdn.example.org',
    ])
      expect(text, never).not.toContain(never);
  });

  it('names no citizen: no uid, email or display name anywhere in it', async () => {
    const text = JSON.stringify(await buildOpenData(Date.now()));
    const leaks = personalStrings().filter((value) => text.includes(value));
    expect(leaks).toEqual([]);
    // The seed's personal data is there to be found: the check above is not vacuous.
    const seeded = JSON.stringify(
      (await db.collection(COLLECTIONS.events).doc(eventId).collection('comments').get()).docs.map((d) => d.data()),
    );
    expect(citizens.some(({ displayName }) => seeded.includes(displayName))).toBe(true);
  });

  it('is served publicly as a cached attachment, and that copy names no citizen either', async () => {
    const response = await fetch(`${functionsOrigin}/${HTTP_DOWNLOADS.getOpenData}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${OPEN_DATA_FILE_NAME}"`);
    const text = await response.text();
    const file = JSON.parse(text) as OpenDataFile;
    expect(Array.isArray(file.polls) && Array.isArray(file.events) && Array.isArray(file.replays)).toBe(true);
    expect(personalStrings().filter((value) => text.includes(value))).toEqual([]);
  });

  it('refuses anything but GET', async () => {
    const response = await fetch(`${functionsOrigin}/${HTTP_DOWNLOADS.getOpenData}`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
