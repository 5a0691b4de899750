/**
 * The archive's search (issue 44, docs/replays.md, "Serving") on the Auth, Functions and Firestore
 * emulators: `searchReplays` finds a word in published replays' agenda items and transcript lines
 * (case, accents and Arabic letter forms aside), with the moment to start at; never in posts,
 * other caption tracks, withdrawn lines, nor in a replay not published (or unpublished since, on a
 * warm instance). Bad queries are 400s, other methods 405s; answers are cached like the archive's.
 */
import {
  COLLECTIONS,
  HTTP_REPLAYS,
  REPLAY_SEARCH_LIMITS,
  type HttpEnvelope,
  type ReplaySearchResults,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { writeReplayEvent } from '../support/fixtures/replay-event.js';

const MIN = 60_000;
const RECORDING = { url: 'https://cdn.example.org/town-hall/vod.m3u8', offsetMs: 0 };
const searchUrl = (query: string) => `${functionsOrigin}/${HTTP_REPLAYS.searchReplays}?${query}`;

const clientFor = clientPool();
let root: TestClient;
let citizen: Awaited<ReturnType<typeof createTestAccount>>;
beforeAll(async () => {
  const [admin, citizenAccount] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  citizen = citizenAccount;
  root = await clientFor(admin);
}, 180_000);

/** An ended event (tests/support/fixtures/replay-event.ts) with more transcript lines, its recording attached. */
async function captionedEvent() {
  const room = await writeReplayEvent({ authorUid: citizen.uid });
  const captions = db.collection(COLLECTIONS.events).doc(room.eventId).collection(COLLECTIONS.captions);
  const line = (track: string, text: string, minutes: number) => ({
    track,
    text,
    captionerUid: 'captioner-admin',
    sentAt: Timestamp.fromMillis(room.wentLive + minutes * MIN),
    editedAt: null,
    withdrawn: false,
  });
  await Promise.all([
    captions.doc('s1').set(line('en', `The Participación of ${room.tag} residents`, 31)),
    captions.doc('s2').set(line('en', `المُشارَكة ${room.tag}`, 33)),
    captions.doc('s3').set(line('es', `Solo en español ${room.tag}`, 34)),
  ]);
  await call(root, 'attachRecording', { eventId: room.eventId, ...RECORDING });
  return room;
}

async function search(query: string) {
  const response = await fetch(searchUrl(new URLSearchParams({ q: query }).toString()));
  const body = (await response.json()) as HttpEnvelope<ReplaySearchResults>;
  if (!body.success) throw new Error(`${response.status}: ${body.error}`);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  return body.data;
}

describe('searching the archive', { timeout: 240_000 }, () => {
  it('finds agenda items and transcript lines of published replays, with their moments; nothing else', async () => {
    const { eventId, tag, wentLive } = await captionedEvent();
    await call(root, 'publishReplay', { eventId });

    const found = await search(tag.toUpperCase());
    expect(found.query).toBe(tag);
    expect(found.truncated).toBe(false);
    expect(found.replays).toEqual([
      {
        eventId,
        title: `Replay town hall ${tag}`,
        startedAtMs: wentLive,
        matches: [
          { kind: 'agenda', t: 20 * MIN, snippet: `Parking ${tag}` },
          { kind: 'transcript', t: 31 * MIN, snippet: `The Participación of ${tag} residents`, language: 'en' },
          { kind: 'transcript', t: 33 * MIN, snippet: `المُشارَكة ${tag}`, language: 'en' },
        ],
      },
    ]);
    // Case and accents aside; Arabic without its harakat and with the other form of its last letter.
    expect((await search(`PARTICIPACION OF ${tag}`)).replays[0]!.matches.map((m) => m.t)).toEqual([31 * MIN]);
    expect((await search(`المشاركه ${tag}`)).replays[0]!.matches.map((m) => m.t)).toEqual([33 * MIN]);
    // Posts, the event's title, another caption track and a withdrawn line are not searched.
    for (const absent of [`Fix the bridge ${tag}`, `town hall ${tag}`, `español ${tag}`, 'A slip'])
      expect(
        (await search(absent)).replays.map((hit) => hit.eventId),
        absent,
      ).not.toContain(eventId);
    // Only what the public file holds: no uid, no email, no name of a post's author.
    const text = JSON.stringify(await search(tag));
    for (const never of [citizen.uid, citizen.email, 'Amaranta', 'captioner-admin']) expect(text).not.toContain(never);
  });

  it('a replay never published is not searchable; one unpublished is gone at the next search', async () => {
    const never = await captionedEvent();
    expect((await search(never.tag)).replays).toEqual([]);

    const { eventId, tag } = await captionedEvent();
    await call(root, 'publishReplay', { eventId });
    expect((await search(tag)).replays.map((hit) => hit.eventId)).toEqual([eventId]);
    await call(root, 'unpublishReplay', { eventId });
    expect((await search(tag)).replays).toEqual([]);
  });

  it('a query too short, too long, repeated or with another parameter is a 400; only GET', async () => {
    const long = 'x'.repeat(REPLAY_SEARCH_LIMITS.queryMax + 1);
    for (const query of [
      '',
      'q=',
      'q=a',
      'q=%20%20a%20',
      `q=${long}`,
      'q=ab&q=cd',
      'q=parking&page=2',
      '__proto__=ab',
    ]) {
      const response = await fetch(searchUrl(query));
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect((await fetch(searchUrl('q=parking'), { method })).status, method).toBe(405);
  });
});
