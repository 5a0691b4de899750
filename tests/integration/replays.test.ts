/**
 * Replays (issue 44, docs/replays.md) on the Auth, Functions and Firestore emulators: an admin
 * attaches an ended event's recording and publishes its replay; the HTTP functions serve the
 * compiled file and the archive with cache headers, and a 404 for an unknown or unpublished one.
 * The file holds the room (chapters, captions, a poll's and a word cloud's results over time,
 * approved posts with their authors' names, reactions) and never held, hidden or withdrawn
 * content, hidden word-cloud entries, a uid or an email. Every refusal: a visitor, a citizen, a
 * demoted or disabled admin; a draft, scheduled or live event; a signed-in-only event; no
 * recording; bad addresses and alignments; a prototype key. A doubled request is harmless.
 * The rebuild after an account deletion is in tests/integration/personal-data.test.ts.
 */
import {
  COLLECTIONS,
  HTTP_REPLAYS,
  REPLAY_LIMITS,
  reactionsMomentId,
  type CompiledReplay,
  type EventStatus,
  type HttpEnvelope,
  type ReplayArchive,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { eventInput } from '../support/fixtures/event-input.js';
import { liveEventDoc } from '../support/fixtures/live-events.js';
import { writeReplayEvent } from '../support/fixtures/replay-event.js';
import { functionsOrigin } from '../support/emulators/stack.js';

const { writePulse } = await import('../../functions/src/events/lib/reactionPulse.js');
const { publishCompiled, rebuildPublishedReplays } = await import('../../functions/src/replays/lib/replayFile.js');

const clientFor = clientPool();
let root: TestClient;
let citizen: TestClient;
let visitor: TestClient;
let demoted: TestClient;
let disabled: TestClient;
let citizenAccount: Awaited<ReturnType<typeof createTestAccount>>;
beforeAll(async () => {
  const [rootAccount, citizenAcc, demotedAccount, disabledAccount] = await Promise.all([
    createTestAccount('admin'),
    createTestAccount('user'),
    createTestAccount('admin'),
    createTestAccount('admin'),
  ]);
  citizenAccount = citizenAcc;
  [root, citizen, visitor, demoted, disabled] = await Promise.all([
    clientFor(rootAccount),
    clientFor(citizenAcc),
    clientFor(),
    clientFor(demotedAccount),
    clientFor(disabledAccount),
  ]);
  await call(root, 'setUserRole', { uid: demotedAccount.uid, role: 'user' });
  await call(root, 'setUserStatus', { uid: disabledAccount.uid, status: 'disabled' });
}, 180_000);

const MIN = 60_000;
const RECORDING = { url: 'https://cdn.example.org/town-hall/vod.m3u8', offsetMs: 4_500 };
const events = db.collection(COLLECTIONS.events);
const replayDoc = (eventId: string) => db.collection(COLLECTIONS.replays).doc(eventId);
const replayUrl = (eventId: string) => `${functionsOrigin}/${HTTP_REPLAYS.getReplay}?eventId=${eventId}`;

/** An ended event of its own, in minutes (tests/support/fixtures/replay-event.ts). */
const endedEvent = (status: EventStatus = 'ended', visibility: 'public' | 'signed-in' = 'public') =>
  writeReplayEvent({ status, visibility, authorUid: citizenAccount.uid });

async function served(eventId: string, init: RequestInit = {}) {
  const response = await fetch(replayUrl(eventId), init);
  return { response, body: (await response.json()) as CompiledReplay & HttpEnvelope<never> };
}

async function archive(): Promise<ReplayArchive> {
  const response = await fetch(`${functionsOrigin}/${HTTP_REPLAYS.listReplays}`);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  const body = (await response.json()) as HttpEnvelope<ReplayArchive>;
  if (!body.success) throw new Error(body.error);
  return body.data;
}

const REFUSED = ['permission-denied', 'unauthenticated'];

describe('publishing a replay', { timeout: 240_000 }, () => {
  it('compiles the room once; the HTTP function serves it with cache headers, never what the room did not show', async () => {
    const { eventId, tag, wentLive } = await endedEvent();
    expect(await call(root, 'attachRecording', { eventId, ...RECORDING })).toEqual({
      eventId,
      recording: { kind: 'hls', ...RECORDING },
    });
    const published = await call(root, 'publishReplay', { eventId });
    expect(published).toMatchObject({ eventId, published: true });
    expect(published.gzipBytes).toBeGreaterThan(0);

    const { response, body } = await served(eventId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toMatchObject({
      eventId,
      startedAtMs: wentLive,
      lengthMs: 90 * MIN,
      recording: { kind: 'hls', ...RECORDING },
    });
    expect(body.chapters).toEqual([
      { itemId: 'welcome', title: 'Welcome', startMs: 1 * MIN, endMs: 20 * MIN },
      { itemId: 'parking', title: `Parking ${tag}`, startMs: 20 * MIN, endMs: 90 * MIN },
    ]);
    expect(body.captions).toEqual({
      en: [{ t: 2 * MIN, text: 'Welcome everyone' }],
      es: [{ t: 2 * MIN, text: 'Bienvenidos' }],
    });
    expect(body.posts.map(({ name, text, kind, t }) => ({ name, text, kind, t }))).toEqual([
      { name: `Amaranta ${tag}`, text: `Fix the bridge ${tag}`, kind: 'comment', t: 12 * MIN },
      { name: `Bashir ${tag}`, text: `When is parking free? ${tag}`, kind: 'question', t: 22 * MIN },
    ]);
    const [poll, cloud] = body.polls;
    expect(poll).toMatchObject({
      shown: [{ fromMs: 10 * MIN, toMs: 30 * MIN }],
      final: { counts: { a: 1, b: 1 }, total: 2 },
    });
    expect(poll!.results[0]).toEqual({ t: 10 * MIN, counts: {}, total: 0 });
    expect(poll!.results.at(-1)).toMatchObject({ counts: { a: 1, b: 1 }, total: 2 });
    expect(cloud).toMatchObject({
      shown: [{ fromMs: 30 * MIN, toMs: 40 * MIN }],
      final: { counts: { parks: 2 }, total: 2 },
    });
    expect(body.reactions.bucketMs).toBe(REPLAY_LIMITS.reactionBucketMs);
    expect(body.reactions.counts.reduce((a, b) => a + b, 0)).toBe(9);

    const text = JSON.stringify(body);
    for (const never of [
      'Held post',
      'Hidden post',
      'Heldname',
      'Hiddenname',
      'A slip',
      'home-address',
      'heldword',
      'Ines',
      'captioner-admin',
      citizenAccount.uid,
      citizenAccount.email,
    ]) {
      expect(text, never).not.toContain(never);
    }
    expect(text).not.toMatch(/"(authorUid|uid|email|captionerUid)"/);

    // Without gzip the same file comes decompressed.
    const plain = await served(eventId, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toEqual(body);

    // The archive lists it: title, date, length, agenda.
    expect((await archive()).replays).toContainEqual({
      eventId,
      title: `Replay town hall ${tag}`,
      startedAtMs: wentLive,
      lengthMs: 90 * MIN,
      agenda: [
        { id: 'welcome', title: 'Welcome' },
        { id: 'parking', title: `Parking ${tag}` },
      ],
    });
  });

  it('publishing again rebuilds the file (a comment hidden since is gone); unpublishing makes it a 404 and removes it', async () => {
    const { eventId, tag } = await endedEvent();
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    await call(root, 'publishReplay', { eventId });
    await events.doc(eventId).collection(COLLECTIONS.comments).doc('c1').update({ status: 'hidden' });
    await call(root, 'publishReplay', { eventId });
    const { body } = await served(eventId);
    expect(JSON.stringify(body)).not.toContain(`Fix the bridge ${tag}`);
    expect((await replayDoc(eventId).collection(COLLECTIONS.replayParts).get()).size).toBe(1);

    expect(await call(root, 'unpublishReplay', { eventId })).toMatchObject({ eventId, published: false });
    const gone = await served(eventId);
    expect(gone.response.status).toBe(404);
    expect(gone.response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(gone.body).toMatchObject({ success: false });
    expect((await replayDoc(eventId).collection(COLLECTIONS.replayParts).get()).size).toBe(0);
    expect((await archive()).replays.map((replay) => replay.eventId)).not.toContain(eventId);
  });

  it('an unknown replay, and one with a recording but never published, are 404s; a malformed id a 400; only GET', async () => {
    const { eventId } = await endedEvent();
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    for (const id of [eventId, `no-such-${randomUUID()}`]) {
      const { response } = await served(id);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    }
    expect((await fetch(`${functionsOrigin}/${HTTP_REPLAYS.getReplay}?eventId=../users`)).status).toBe(400);
    expect((await fetch(replayUrl(eventId), { method: 'POST' })).status).toBe(405);
  });

  it('a doubled request is harmless: the same recording twice, two publications at once leave one whole file', async () => {
    const { eventId } = await endedEvent();
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    expect((await replayDoc(eventId).get()).get('recording')).toEqual({ kind: 'hls', ...RECORDING });
    await Promise.all([call(root, 'publishReplay', { eventId }), call(root, 'publishReplay', { eventId })]);
    const { response, body } = await served(eventId);
    expect(response.status).toBe(200);
    expect(body.posts).toHaveLength(2);
    const compileId = (await replayDoc(eventId).get()).get('compileId') as string;
    const parts = await replayDoc(eventId).collection(COLLECTIONS.replayParts).get();
    expect(parts.docs.map((part) => part.id)).toEqual([`${compileId}-0`]);
  });
});

describe('the live room keeps what a replay needs on the timeline', { timeout: 240_000 }, () => {
  it('each poll pushed and cleared (a doubled push once), and the reactions’ totals per bucket', async () => {
    // Signed-in only and ended at the end: no other file's room takes it for the live public event.
    const event = events.doc();
    await event.set(liveEventDoc('Timeline room', { visibility: 'signed-in' }));
    const poll = db.collection(COLLECTIONS.polls).doc(`timeline-poll-${randomUUID().slice(0, 8)}`);
    await poll.set({
      kind: 'poll',
      question: 'Open now?',
      description: '',
      options: [
        { id: 'a', label: 'Yes' },
        { id: 'b', label: 'No' },
      ],
      optionIds: ['a', 'b'],
      published: true,
      opensAt: Timestamp.fromMillis(Date.now() - MIN),
      closesAt: Timestamp.fromMillis(Date.now() + 60 * MIN),
      resultsVisibility: 'live',
      sponsor: null,
      createdBy: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    try {
      await call(root, 'setLivePoll', { eventId: event.id, pollId: poll.id });
      await call(root, 'setLivePoll', { eventId: event.id, pollId: poll.id });
      await call(root, 'setLivePoll', { eventId: event.id, pollId: null });
      const through = Timestamp.now();
      await writePulse(event, { totals: { clap: 2, heart: 1, laugh: 0, wow: 0, up: 0 }, through, at: through });
      const moments = (await event.collection(COLLECTIONS.timeline).orderBy('at').get()).docs;
      expect(
        moments
          .map((moment) => moment.data())
          .filter((m) => m.kind === 'poll')
          .map((m) => m.pollId),
      ).toEqual([poll.id, null]);
      const bucket = moments.find(
        (moment) => moment.id === reactionsMomentId(through.toMillis(), REPLAY_LIMITS.reactionBucketMs),
      );
      expect(bucket?.data()).toEqual({
        kind: 'reactions',
        totals: { clap: 2, heart: 1, laugh: 0, wow: 0, up: 0 },
        at: through,
      });
    } finally {
      await event.update({ status: 'ended' });
    }
  });
});

describe('refusals', { timeout: 240_000 }, () => {
  it('a visitor, a citizen, a demoted and a disabled admin can neither attach, publish nor unpublish', async () => {
    const { eventId } = await endedEvent();
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    const before = (await replayDoc(eventId).get()).data();
    for (const client of [visitor, citizen, demoted, disabled]) {
      for (const [name, data] of [
        ['attachRecording', { eventId, url: 'https://evil.example.org/x.mp4', offsetMs: 0 }],
        ['publishReplay', { eventId }],
        ['unpublishReplay', { eventId }],
      ] as const) {
        expect(REFUSED, name).toContain((await refusalOf(client, name, data)).code);
      }
    }
    expect((await replayDoc(eventId).get()).data()).toEqual(before);
  });

  it('a draft, scheduled or live event is refused (aborted, event-not-ended), an unknown one not-found', async () => {
    for (const status of ['draft', 'scheduled', 'live'] as const) {
      // Signed-in only: a public event written live without the live slot would be /stream's live
      // event for the files beside this one. Whether an event has ended is checked first.
      const { eventId } = await endedEvent(status, 'signed-in');
      expect(await refusalOf(root, 'attachRecording', { eventId, ...RECORDING })).toMatchObject({
        code: 'aborted',
        reason: 'event-not-ended',
      });
      expect(await refusalOf(root, 'publishReplay', { eventId })).toMatchObject({
        code: 'aborted',
        reason: 'event-not-ended',
      });
      expect((await replayDoc(eventId).get()).exists).toBe(false);
    }
    expect((await refusalOf(root, 'publishReplay', { eventId: `no-such-${randomUUID()}` })).code).toBe('not-found');
  });

  it('no recording yet, or an event only signed-in accounts watched: nothing published', async () => {
    const bare = await endedEvent();
    expect(await refusalOf(root, 'publishReplay', { eventId: bare.eventId })).toMatchObject({
      code: 'aborted',
      reason: 'replay-no-recording',
    });
    const signedIn = await endedEvent('ended', 'signed-in');
    await call(root, 'attachRecording', { eventId: signedIn.eventId, ...RECORDING });
    expect(await refusalOf(root, 'publishReplay', { eventId: signedIn.eventId })).toMatchObject({
      code: 'permission-denied',
      reason: 'replay-signed-in-event',
    });
    expect((await served(signedIn.eventId)).response.status).toBe(404);
  });

  it('a published replay keeps its event public: made signed-in only, refused (aborted, replay-published) until unpublished', async () => {
    const { eventId } = await endedEvent();
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    await call(root, 'publishReplay', { eventId });
    const signedIn = { eventId, event: eventInput('Replay town hall, members only', { visibility: 'signed-in' }) };
    expect(await refusalOf(root, 'updateEvent', signedIn)).toMatchObject({
      code: 'aborted',
      reason: 'replay-published',
    });
    expect((await events.doc(eventId).get()).get('visibility')).toBe('public');
    expect((await served(eventId)).response.status).toBe(200);
    // A public edit of the same event is still allowed; unpublished, it may become signed-in only.
    await call(root, 'updateEvent', { eventId, event: eventInput('Replay town hall, renamed') });
    await call(root, 'unpublishReplay', { eventId });
    await call(root, 'updateEvent', signedIn);
    expect((await events.doc(eventId).get()).get('visibility')).toBe('signed-in');
  });

  it('a publication that meets its event made signed-in only meanwhile is refused and leaves no file', async () => {
    const { eventId } = await endedEvent();
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    // publishReplay read the event while it was public; an edit made it signed-in only before the
    // file was named (the two requests at once, interleaved by hand).
    const readWhilePublic = await events.doc(eventId).get();
    await events.doc(eventId).update({ visibility: 'signed-in' });
    const recording = (await replayDoc(eventId).get()).get('recording');
    await expect(publishCompiled(readWhilePublic, recording)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await replayDoc(eventId).get()).get('published')).not.toBe(true);
    expect((await replayDoc(eventId).collection(COLLECTIONS.replayParts).get()).size).toBe(0);
    expect((await served(eventId)).response.status).toBe(404);
  });

  it('a replay published before its event was made signed-in only (data from before the refusal) is taken down, not rebuilt, by an account deletion', async () => {
    const { eventId } = await endedEvent();
    await call(root, 'attachRecording', { eventId, ...RECORDING });
    await call(root, 'publishReplay', { eventId });
    await events.doc(eventId).update({ visibility: 'signed-in' });
    expect(await rebuildPublishedReplays([eventId])).toBe(0);
    expect((await replayDoc(eventId).get()).get('published')).toBe(false);
    expect((await replayDoc(eventId).collection(COLLECTIONS.replayParts).get()).size).toBe(0);
    expect((await served(eventId)).response.status).toBe(404);
  });

  it('bad addresses and alignments, extra fields and a prototype key: invalid-argument, nothing written', async () => {
    const { eventId } = await endedEvent();
    for (const bad of [
      { url: 'http://cdn.example.org/vod.m3u8', offsetMs: 0 },
      { url: 'https://cdn.example.org/page.html', offsetMs: 0 },
      { url: 'javascript:alert(1)//x.mp4', offsetMs: 0 },
      { url: RECORDING.url, offsetMs: -1 },
      { url: RECORDING.url, offsetMs: REPLAY_LIMITS.offsetMaxMs + 1 },
      { url: RECORDING.url, offsetMs: 0, published: true },
    ]) {
      expect((await refusalOf(root, 'attachRecording', { eventId, ...bad })).code, JSON.stringify(bad)).toBe(
        'invalid-argument',
      );
    }
    const response = await fetch(`${functionsOrigin}/attachRecording`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await root.idToken()}` },
      body: `{"data":{"eventId":"${eventId}","url":"${RECORDING.url}","offsetMs":0,"__proto__":{"published":true}}}`,
    });
    expect(((await response.json()) as { error?: { status?: string } }).error?.status).toBe('INVALID_ARGUMENT');
    expect((await replayDoc(eventId).get()).exists).toBe(false);
  });
});
