/**
 * Analytics and CSV exports on the emulators. Real clients watch (heartbeats), react, vote, see and
 * click an ad poll and post through postComment in a live event; the analytics triggers record
 * attendance, and getEventAnalytics must then count exactly what they did. exportCsv streams each
 * kind for active admins only, with the row count ahead and formula-safe, quoted cells.
 */
import {
  COLLECTIONS,
  EXPORT_TOTAL_HEADER,
  LIVE_LOCK,
  type EventAnalytics,
  type ImpressionDoc,
  type LiveLockDoc,
  type ReactionDoc,
  type ViewerSampleDoc,
  type VoteDoc,
} from '@civic/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { createOpenPoll } from '../support/fixtures/live-events.js';
import { goLiveForTest, holdLiveSlot } from '../support/emulators/live-slot.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { joinAsViewer } from '../support/fixtures/presence.js';

holdLiveSlot();
const clientFor = clientPool();

const FORMULA = '=HYPERLINK("http://evil.example","click, here")';
let admin: TestClient;
let user: TestClient;
/** v1 reacts and asks, v2 votes and clicks the sponsor, v3 comments and votes twice, v4 only watches; v5 votes but never opened the room. */
let v: TestClient[];
const uidOf = (i: number) => v[i]!.uid!;
let eventId: string;
let pollId: string;
let adPollId: string;

const heartbeat = (client: TestClient) => joinAsViewer(client.db, eventId, client.uid!);
const vote = (client: TestClient, poll: string) =>
  setDoc(doc(client.db, COLLECTIONS.polls, poll, COLLECTIONS.votes, client.uid!), {
    optionId: 'o1',
    votedAt: serverTimestamp(),
  } satisfies VoteDoc);

beforeAll(async () => {
  const accounts = await Promise.all([
    createTestAccount('admin'),
    createTestAccount('user'),
    ...Array.from({ length: 5 }, () => createTestAccount('user')),
  ]);
  const clients = await Promise.all(accounts.map((a) => clientFor(a)));
  [admin, user] = clients as [TestClient, TestClient];
  v = clients.slice(2);
  eventId = await goLiveForTest(`Analytics hearing ${Date.now()}`);
  [pollId, adPollId] = await Promise.all([
    createOpenPoll('Night buses on the harbour line?'),
    createOpenPoll('Try the new ferry app?', ['Yes', 'No'], {
      name: 'Harbour Ferries',
      logoUrl: 'https://example.org/logo.png',
      link: 'https://example.org',
    }),
  ]);
  await Promise.all(v.slice(0, 4).map(heartbeat));
  const [v1, v2, v3, , v5] = v as [TestClient, TestClient, TestClient, TestClient, TestClient];
  await Promise.all([
    setDoc(doc(v1.db, COLLECTIONS.events, eventId, COLLECTIONS.reactions, v1.uid!), {
      counts: { clap: 1 },
      last: 'clap',
      sentAt: serverTimestamp(),
    } satisfies ReactionDoc),
    call(v1, 'postComment', { eventId, text: 'When do the works start?', kind: 'question' }),
    vote(v2, pollId),
    vote(v3, pollId),
    vote(v3, adPollId),
    vote(v5, pollId),
    call(v3, 'postComment', { eventId, text: FORMULA, kind: 'comment' }),
    ...[v1, v2, v3].map((c) =>
      setDoc(doc(c.db, COLLECTIONS.polls, adPollId, COLLECTIONS.impressions, c.uid!), {
        seenAt: serverTimestamp(),
      } satisfies ImpressionDoc),
    ),
  ]);
  await call(v2, 'recordAdClick', { pollId: adPollId });
  // The control room's once-a-minute sample of viewers now.
  await setDoc(doc(admin.db, COLLECTIONS.events, eventId, COLLECTIONS.viewerSamples, 'm1'), {
    at: serverTimestamp(),
    count: 4,
  } satisfies ViewerSampleDoc);
  // The triggers record attendance asynchronously: wait for all of it before the event ends. (Other
  // suites' voters may be marked too while this event is live: they never viewed it.)
  await eventually(async () => {
    const records = await db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.attendance).get();
    const mine = records.docs.filter((d) => v.some((c) => c.uid === d.id));
    return mine.length === 5 && mine.filter((d) => d.get('engaged') === true).length === 4;
  });
  await db.collection(COLLECTIONS.events).doc(eventId).update({ status: 'ended', endedAt: Timestamp.now() });
  await db
    .collection(LIVE_LOCK.collection)
    .doc(LIVE_LOCK.doc)
    .set({ eventId: null, since: null } satisfies LiveLockDoc);
}, 240_000);

describe('getEventAnalytics', () => {
  it('counts exactly what the viewers did: viewers, peak, comments, questions, reactions, votes, sponsor and engagement', async () => {
    // Tallies and reaction shards are counted by triggers too: wait until they have caught up.
    const analytics = await eventually(async () => {
      const result = await call(admin, 'getEventAnalytics', { eventId });
      const poll = result.polls.find((p) => p.pollId === pollId);
      return result.reactions.clap === 1 && poll?.totalVotes === 3 ? result : null;
    });
    expect(analytics).toMatchObject({
      uniqueViewers: 4,
      peakConcurrentViewers: 4,
      comments: 1,
      questions: 1,
      // v1 reacted, v2 and v3 voted: three of the four viewers. v5 voted without watching.
      engagedViewers: 3,
      engagementRate: 0.75,
    } satisfies Partial<EventAnalytics>);
    expect(analytics.reactions).toEqual({ clap: 1, heart: 0, laugh: 0, wow: 0, up: 0 });
    const poll = analytics.polls.find((p) => p.pollId === pollId)!;
    expect(poll).toMatchObject({ votes: 3, totalVotes: 3, kind: 'poll', sponsor: null });
    expect(poll.timeline.reduce((sum, slice) => sum + slice.votes, 0)).toBe(3);
    const ad = analytics.polls.find((p) => p.pollId === adPollId)!;
    expect(ad).toMatchObject({ votes: 1, kind: 'ad' });
    expect(ad.sponsor).toEqual({ name: 'Harbour Ferries', impressions: 3, clicks: 1, ctr: 1 / 3 });
  });

  it('is for admins only; an unknown event is not-found', async () => {
    expect((await refusalOf(user, 'getEventAnalytics', { eventId })).code).toBe('permission-denied');
    expect((await refusalOf(admin, 'getEventAnalytics', { eventId: 'no-such-event' })).code).toBe('not-found');
  });
});

describe('exportCsv', () => {
  const download = async (query: string, token: string | null) =>
    fetch(`${functionsOrigin}/exportCsv?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const rowsOf = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('streams the votes cast during the event with the row count ahead', async () => {
    const response = await download(`kind=votes&eventId=${eventId}`, await admin.idToken());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = rowsOf(await response.text());
    expect(header).toBe('pollId,question,uid,optionId,option,votedAt');
    // Other suites' polls may be open during the event too: the count covers them all.
    expect(Number(response.headers.get(EXPORT_TOTAL_HEADER))).toBe(rows.length);
    const mine = rows.filter((r) => r.startsWith(`${pollId},`)).map((r) => r.split(',')[2]);
    expect(mine.sort()).toEqual([uidOf(1), uidOf(2), uidOf(4)].sort());
    expect(rows.filter((r) => r.startsWith(`${adPollId},`))).toHaveLength(1);
  });

  it('quotes and defuses comment text so a spreadsheet never runs it', async () => {
    const response = await download(`kind=comments&eventId=${eventId}`, await admin.idToken());
    const [header, ...rows] = rowsOf(await response.text());
    expect(header).toBe(
      'commentId,createdAt,kind,status,reason,authorUid,authorName,text,upvotes,pinned,answered,reportCount',
    );
    expect(rows).toHaveLength(2);
    expect(response.headers.get(EXPORT_TOTAL_HEADER)).toBe('2');
    const comment = rows.find((r) => r.includes(uidOf(2)))!;
    expect(comment).toContain(`,"'=HYPERLINK(""http://evil.example"",""click, here"")",`);
  });

  it('exports participation as one row per account that watched or took part', async () => {
    const response = await download(`kind=participation&eventId=${eventId}`, await admin.idToken());
    const [header, ...rows] = rowsOf(await response.text());
    expect(header).toBe('uid,viewed,viewedAt,voted,commented,reacted,engagedAt');
    expect(Number(response.headers.get(EXPORT_TOTAL_HEADER))).toBe(rows.length);
    // uid → viewed voted commented reacted (timestamps left out), for this file's accounts.
    const flags = new Map(rows.map((r) => r.split(',')).map((c) => [c[0], [c[1], c[3], c[4], c[5]].join(' ')]));
    expect([0, 1, 2, 3, 4].map((i) => flags.get(uidOf(i)))).toEqual([
      'true false true true',
      'true true false false',
      'true true true false',
      'true false false false',
      'false true false false',
    ]);
  });

  it('exports the event’s reports (none here: the header alone)', async () => {
    const response = await download(`kind=reports&eventId=${eventId}`, await admin.idToken());
    expect(response.status).toBe(200);
    expect(rowsOf(await response.text())).toEqual([
      'reportId,createdAt,subject,category,status,reporterUid,reporterName,text,commentId,commentText,note,handledByName,handledAt',
    ]);
    const audit = await eventually(async () => {
      const entries = await db.collection(COLLECTIONS.auditLog).where('target', '==', `events/${eventId}`).get();
      return entries.docs.map((d) => d.data()).find((d) => d.action === 'export' && d.details?.kind === 'reports');
    });
    expect(audit).toMatchObject({ actorUid: admin.uid, details: { rows: 0, cancelled: false } });
    expect(audit.details.peakRssBytes).toBeGreaterThan(0);
  });

  it('refuses a visitor (401), a user (403), a bad kind (400) and an unknown event (404)', async () => {
    const query = `kind=votes&eventId=${eventId}`;
    expect((await download(query, null)).status).toBe(401);
    expect((await download(query, 'not-a-token')).status).toBe(401);
    expect((await download(query, await user.idToken())).status).toBe(403);
    expect((await download(`kind=passwords&eventId=${eventId}`, await admin.idToken())).status).toBe(400);
    expect((await download(`kind=votes&eventId=a/b`, await admin.idToken())).status).toBe(400);
    expect((await download('kind=votes&eventId=no-such-event', await admin.idToken())).status).toBe(404);
  });

  it('refuses a disabled admin (403), a demoted admin whose session was ended (401) and one whose role changed (403)', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => createTestAccount('admin')));
    const clients = await Promise.all(accounts.map((a) => clientFor(a)));
    const tokens = await Promise.all(clients.map((c) => c.idToken()));
    // Revocation counts whole seconds: a session signed in during the second its tokens were
    // revoked stays valid (verifyIdToken compares auth_time, in seconds, with the revocation
    // time). Demote one second after signing in, as any real demotion is, so the revocation is
    // always what refuses the demoted admin (401) — under load it was sometimes the record (403).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [disabled, demoted, changed] = accounts as [TestAccount, TestAccount, TestAccount];
    await call(admin, 'setUserStatus', { uid: disabled.uid, status: 'disabled' });
    await call(admin, 'setUserRole', { uid: demoted.uid, role: 'user' });
    // A role changed without ending the session (e.g. the fixer's claim resync): the token still says admin.
    await adminAuth.setCustomUserClaims(changed.uid, { role: 'user' });
    await db.collection(COLLECTIONS.users).doc(changed.uid).update({ role: 'user' });
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const response = await download(`kind=votes&eventId=${eventId}`, token);
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
    expect(answers).toEqual([
      { status: 403, body: { success: false, error: 'This account is disabled.' } },
      { status: 401, body: { success: false, error: 'This session was ended: sign in again.' } },
      { status: 403, body: { success: false, error: 'This action needs the admin role.' } },
    ]);
  });
});
