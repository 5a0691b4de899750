/**
 * Live caption callables on the Auth, Functions and Firestore emulators: an admin's lines reach a
 * listening viewer, a correction and a withdrawal too; every refusal — a visitor, a citizen, a
 * demoted or disabled admin, another event's line, another captioner's line, an event that is not
 * live or has ended, text outside the policy, and a flood.
 */
import { CAPTION_LIMITS, COLLECTIONS, LANGUAGE_CODES, type CaptionLineDoc, type EventStatus } from '@civic/domain';
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { eventually } from '../support/eventually.js';
import { liveEventDoc } from '../support/fixtures/live-events.js';

const clientFor = clientPool();
let root: TestClient;
let captioner: TestClient;
let citizen: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  const [rootAccount, captionerAccount, citizenAccount] = await Promise.all([
    createTestAccount('admin'),
    createTestAccount('admin'),
    createTestAccount('user'),
  ]);
  [root, captioner, citizen, visitor] = await Promise.all([
    clientFor(rootAccount),
    clientFor(captionerAccount),
    clientFor(citizenAccount),
    clientFor(),
  ]);
}, 180_000);

/** An event of its own per test (no live lock needed: the callables read the event's status only). */
const created: string[] = [];
async function event(status: EventStatus = 'live'): Promise<string> {
  const ref = db.collection(COLLECTIONS.events).doc();
  await ref.set(liveEventDoc('Town hall', { status, visibility: 'signed-in' }));
  created.push(ref.id);
  return ref.id;
}
afterAll(async () => {
  await Promise.all(created.map((id) => db.collection(COLLECTIONS.events).doc(id).update({ status: 'ended' })));
});
const linesOf = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.captions);
const send = (client: TestClient, eventId: string, text: string, track = 'en') =>
  call(client, 'sendCaption', { eventId, track, text });
const REFUSED = ['permission-denied', 'unauthenticated'];

describe('captions reach every viewer', () => {
  it('a citizen listening sees each line in order, then the correction and the withdrawal', async () => {
    const eventId = await event();
    const seen: Pick<CaptionLineDoc, 'text' | 'withdrawn' | 'track'>[][] = [];
    const stop = onSnapshot(
      query(collection(citizen.db, COLLECTIONS.events, eventId, COLLECTIONS.captions), orderBy('sentAt')),
      (snapshot) =>
        seen.push(
          snapshot.docs.map((line) => {
            const { text, withdrawn, track } = line.data() as CaptionLineDoc;
            return { text, withdrawn, track };
          }),
        ),
    );
    try {
      const first = await send(captioner, eventId, 'Good evening and welcome.');
      await send(captioner, eventId, 'Tonight: the library budget.');
      const third = await send(captioner, eventId, 'Buenas noches.', 'es');
      await eventually(() => seen.at(-1)?.map((line) => line.text)).toEqual([
        'Good evening and welcome.',
        'Tonight: the library budget.',
        'Buenas noches.',
      ]);
      expect(seen.at(-1)?.map((line) => line.track)).toEqual(['en', 'en', 'es']);
      // Each track's language is announced on the event once, for /stream.
      const announced = await db.collection(COLLECTIONS.events).doc(eventId).get();
      expect(announced.get('captionTracks')).toEqual(['en', 'es']);

      await call(captioner, 'correctCaption', { eventId, lineId: first.lineId, text: 'Good evening, and welcome.' });
      await call(captioner, 'correctCaption', { eventId, lineId: third.lineId, text: null });
      await eventually(() => seen.at(-1)).toEqual([
        { text: 'Good evening, and welcome.', withdrawn: false, track: 'en' },
        { text: 'Tonight: the library budget.', withdrawn: false, track: 'en' },
        { text: '', withdrawn: true, track: 'es' },
      ]);
      const corrected = (await linesOf(eventId).doc(first.lineId).get()).data() as CaptionLineDoc;
      expect(corrected.editedAt).not.toBeNull();
    } finally {
      stop();
    }
  });
});

describe('who may caption, and where', () => {
  it('a visitor and a citizen are refused and write nothing', async () => {
    const eventId = await event();
    for (const client of [visitor, citizen]) {
      expect(REFUSED).toContain(
        (await refusalOf(client, 'sendCaption', { eventId, track: 'en', text: 'Forged' })).code,
      );
    }
    expect((await linesOf(eventId).get()).size).toBe(0);
  });

  it('a demoted admin and a disabled admin, with tokens that still say admin, are refused', async () => {
    const eventId = await event();
    const [demoted, disabled] = await Promise.all([createTestAccount('admin'), createTestAccount('admin')]);
    const [demotedClient, disabledClient] = await Promise.all([clientFor(demoted), clientFor(disabled)]);
    await send(demotedClient, eventId, 'Still an admin here.');
    await call(root, 'setUserRole', { uid: demoted.uid, role: 'user' });
    await call(root, 'setUserStatus', { uid: disabled.uid, status: 'disabled' });
    for (const client of [demotedClient, disabledClient]) {
      const refusal = await refusalOf(client, 'sendCaption', { eventId, track: 'en', text: 'After the change' });
      expect(REFUSED).toContain(refusal.code);
    }
    expect((await linesOf(eventId).get()).docs.map((line) => line.get('text'))).toEqual(['Still an admin here.']);
  });

  it('a line is corrected only in its own event and only by its captioner', async () => {
    const [eventId, otherEventId] = await Promise.all([event(), event()]);
    const { lineId } = await send(captioner, eventId, 'The vote is on Tuesday.');
    expect(
      await refusalOf(captioner, 'correctCaption', { eventId: otherEventId, lineId, text: 'Moved' }),
    ).toMatchObject({
      code: 'not-found',
    });
    expect(await refusalOf(root, 'correctCaption', { eventId, lineId, text: 'Someone else’s words' })).toMatchObject({
      code: 'permission-denied',
    });
    expect((await linesOf(eventId).doc(lineId).get()).get('text')).toBe('The vote is on Tuesday.');
  });

  it('nothing is captioned before the event is live, and the transcript is fixed once it has ended', async () => {
    const [scheduled, live] = await Promise.all([event('scheduled'), event()]);
    expect(await refusalOf(captioner, 'sendCaption', { eventId: scheduled, track: 'en', text: 'Early' })).toMatchObject(
      {
        code: 'failed-precondition',
      },
    );
    const { lineId } = await send(captioner, live, 'Said while live.');
    await db.collection(COLLECTIONS.events).doc(live).update({ status: 'ended' });
    expect(await refusalOf(captioner, 'sendCaption', { eventId: live, track: 'en', text: 'Late' })).toMatchObject({
      code: 'failed-precondition',
    });
    expect(await refusalOf(captioner, 'correctCaption', { eventId: live, lineId, text: null })).toMatchObject({
      code: 'failed-precondition',
    });
    expect((await linesOf(live).get()).docs.map((line) => line.get('text'))).toEqual(['Said while live.']);
  });

  it('text outside the policy is refused: text-direction and control characters, line breaks, too long', async () => {
    const eventId = await event();
    for (const text of ['evil\u202Etxt', 'bell\u0007', 'two\nlines', 'x'.repeat(CAPTION_LIMITS.textMax + 1), ' ']) {
      expect(await refusalOf(captioner, 'sendCaption', { eventId, track: 'en', text })).toMatchObject({
        code: 'invalid-argument',
      });
    }
    expect((await linesOf(eventId).get()).size).toBe(0);
  });
});

describe('caption tracks: only the languages the product offers (issue 41)', () => {
  it('a track in a language the product does not offer is invalid-argument, and nothing is written or announced', async () => {
    const eventId = await event();
    await send(captioner, eventId, 'Good evening.');
    for (const track of ['zz', 'qqq', 'xx-Zzzz-ZZ', 'fr', 'es-419', 'EN', 'en-US']) {
      expect(await refusalOf(captioner, 'sendCaption', { eventId, track, text: 'Hello' }), track).toMatchObject({
        code: 'invalid-argument',
      });
    }
    expect((await linesOf(eventId).get()).docs.map((line) => line.get('track'))).toEqual(['en']);
    expect((await db.collection(COLLECTIONS.events).doc(eventId).get()).get('captionTracks')).toEqual(['en']);
  });

  it('an event announces at most one track per offered language; tracks announced before are dropped', async () => {
    const eventId = await event();
    // Announced before the languages were checked: the next announcement keeps only offered ones.
    await db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .update({ captionTracks: ['zz', 'qqq', 'xx-Zzzz-ZZ', 'en'] });
    for (const track of [...LANGUAGE_CODES, ...LANGUAGE_CODES]) await send(captioner, eventId, `In ${track}.`, track);
    const tracks = (await db.collection(COLLECTIONS.events).doc(eventId).get()).get('captionTracks') as string[];
    expect([...tracks].sort()).toEqual([...LANGUAGE_CODES].sort());
  });
});

/** The most lines any CAPTION_LIMITS.windowMs of the event's send times holds. */
async function busiestWindow(eventId: string): Promise<number> {
  const times = (await linesOf(eventId).get()).docs
    .map((line) => (line.get('sentAt') as { toMillis(): number }).toMillis())
    .sort((a, b) => a - b);
  return Math.max(0, ...times.map((at) => times.filter((t) => t <= at && at - t < CAPTION_LIMITS.windowMs).length));
}

describe('the rate limit: a typist never meets it, a script does', () => {
  it('a script sending as fast as it can is refused after the burst; no window holds more', async () => {
    const eventId = await event();
    let refusal: string | null = null;
    for (let line = 0; line < 3 * CAPTION_LIMITS.burst && refusal === null; line += 1) {
      refusal = await send(captioner, eventId, `Line ${line}`).then(
        () => null,
        // The web SDK appends the HTTP status to the server's message.
        (error: { code: string; message: string }) => `${error.code}: ${error.message.replace(/ \[\d{3}\]$/, '')}`,
      );
    }
    expect(refusal).toBe(
      'functions/resource-exhausted: Too many caption lines at once. Wait a few seconds and send again.',
    );
    expect(await busiestWindow(eventId)).toBe(CAPTION_LIMITS.burst);
  });

  it('parallel requests meet in the transaction on the captioner’s record: no window holds more than the burst', async () => {
    const eventId = await event();
    await Promise.allSettled(
      Array.from({ length: CAPTION_LIMITS.burst + 8 }, (_, line) => send(captioner, eventId, `Burst ${line}`)),
    );
    expect(await busiestWindow(eventId)).toBeLessThanOrEqual(CAPTION_LIMITS.burst);
  });
});
