/**
 * The pulse feed (docs/scale.md, "The pulse feed") on the Functions and Firestore emulators: in an
 * event whose settings put its feed on a pulse, the rooms' digest (`stats/feed`, written by
 * functions alone: tests/rules/firestore/comments.test.ts) brings every approved post once, newest
 * first, never a held one, and a post an admin hides leaves every room listening; in an event with
 * the feed live, no digest is written. Posts are written with the Admin SDK in postComment's shape
 * (the trigger follows every writer); approval and the hide go through moderateComment. A room is
 * a listener on the digest merged by the room's own function (domain/src/feed-pulse.ts), reading
 * by id what a missed publication added. Caption lines ride the same digest in pulse mode: sent
 * and corrected through the callables, merged as the room's transcript merges them.
 */
import {
  COLLECTIONS,
  FEED_PULSE_DOC,
  FEED_PULSE_HISTORY,
  applyCaptionDigest,
  applyDigest,
  pulseCaptionsFrom,
  pulseFeedFrom,
  withLines,
  settingsForAudience,
  withPosts,
  type CommentDoc,
  type FeedPulseDoc,
  type FeedPulsePost,
  type PulseCaptionLine,
  type PulseCaptionsState,
  type PulseFeedState,
} from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { eventually } from '../support/eventually.js';
import { liveEventDoc } from '../support/fixtures/live-events.js';

const { newComment } = await import('../../functions/src/comments/lib/commentRefs.js');

const clientFor = clientPool();
/** Posts written at once (more than one publication's worth of a second on a loaded emulator). */
const POSTS = 12;
/** Rooms listening. */
const ROOMS = 3;

let admin: TestClient;
beforeAll(async () => {
  admin = await clientFor(await createTestAccount('admin'));
}, 180_000);

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => db.collection(COLLECTIONS.events).doc(id).update({ status: 'ended' })));
});

async function liveEvent(expectedAudience: number | null): Promise<DocumentReference> {
  const ref = db.collection(COLLECTIONS.events).doc();
  const audience = expectedAudience ? settingsForAudience(expectedAudience).event : null;
  await ref.set(liveEventDoc('Pulse feed', { visibility: 'signed-in', expectedAudience, audience }));
  created.push(ref.id);
  return ref;
}

const millis = (t: Timestamp) => t.toMillis();
const asPost = (id: string, c: CommentDoc<Timestamp>): FeedPulsePost<Timestamp> => ({
  id,
  authorUid: c.authorUid,
  authorName: c.authorName,
  kind: c.kind,
  text: c.text,
  createdAt: c.createdAt,
  upvotes: c.upvotes,
  answered: c.answered,
});

/** A room: listens to the digest and merges it as the web room does; reads what it missed by id. */
function room(event: DocumentReference) {
  let state: PulseFeedState<Timestamp> = pulseFeedFrom([]);
  const added = new Map<string, number>();
  let queue = Promise.resolve();
  const stop = event
    .collection(COLLECTIONS.stats)
    .doc(FEED_PULSE_DOC)
    .onSnapshot((snap) => {
      const digest = snap.data() as FeedPulseDoc<Timestamp> | undefined;
      if (!digest) return;
      queue = queue.then(async () => {
        const result = applyDigest(state, digest, millis);
        if (result.reload) throw new Error('the room missed more than the history holds');
        state = result.state;
        for (const p of digest.latest.added) added.set(p.id, (added.get(p.id) ?? 0) + 1);
        if (result.missing.length === 0) return;
        const read = await db.getAll(...result.missing.map((id) => event.collection(COLLECTIONS.comments).doc(id)));
        const visible = read.filter((s) => s.get('status') === 'visible');
        state = withPosts(
          state,
          visible.map((s) => asPost(s.id, s.data() as CommentDoc<Timestamp>)),
          millis,
        );
      });
    });
  return { ids: () => state.posts.map((p) => p.id), stop };
}

describe('the pulse feed', () => {
  it(
    'every approved post once, newest first, never a held one; a hidden one leaves every room',
    { timeout: 300_000 },
    async () => {
      const event = await liveEvent(5_000);
      const rooms = Array.from({ length: ROOMS }, () => room(event));
      const base = Date.now();
      const comments = event.collection(COLLECTIONS.comments);
      const refs = Array.from({ length: POSTS + 2 }, () => comments.doc());
      await Promise.all(
        refs.map((ref, i) =>
          ref.set(
            newComment(
              {
                eventId: event.id,
                kind: i % 3 === 0 ? 'question' : 'comment',
                text: `Post ${i}`,
                authorUid: `author-${i}`,
                authorName: `Author ${i}`,
                createdAt: Timestamp.fromMillis(base + i),
              },
              // The last two are held (a blocked word); the first of them is approved.
              i >= POSTS ? 'blocked-word' : null,
            ),
          ),
        ),
      );
      const approved = refs[POSTS]!;
      const held = refs[POSTS + 1]!;
      await call(admin, 'moderateComment', { eventId: event.id, commentId: approved.id, action: 'approve' });

      const expected = [approved, ...refs.slice(0, POSTS)]
        .map((ref) => ({ id: ref.id, at: refs.indexOf(ref) }))
        .sort((a, b) => b.at - a.at)
        .map((p) => p.id);
      for (const r of rooms) {
        await eventually(() => (r.ids().length === expected.length ? r.ids() : null), 180_000);
        expect(r.ids()).toEqual(expected);
        expect(r.ids()).not.toContain(held.id);
      }

      const hidden = refs[3]!;
      await call(admin, 'moderateComment', { eventId: event.id, commentId: hidden.id, action: 'hide', reason: 'spam' });
      for (const r of rooms) {
        await eventually(() => (r.ids().includes(hidden.id) ? null : r.ids()), 120_000);
        expect(r.ids()).toEqual(expected.filter((id) => id !== hidden.id));
        r.stop();
      }
      const digest = (await event.collection(COLLECTIONS.stats).doc(FEED_PULSE_DOC).get()).data() as FeedPulseDoc;
      // Written at most once a pulse: fewer publications than changes (posts, approval, hide).
      expect(digest.pulses).toBeLessThanOrEqual(POSTS + 2);
      expect(digest.pulses).toBeGreaterThanOrEqual(2);
    },
  );

  it('an event whose feed is live writes no digest', { timeout: 120_000 }, async () => {
    const event = await liveEvent(null);
    const ref = event.collection(COLLECTIONS.comments).doc();
    await ref.set(
      newComment(
        {
          eventId: event.id,
          kind: 'comment',
          text: 'Live',
          authorUid: 'a',
          authorName: 'A',
          createdAt: Timestamp.now(),
        },
        null,
      ),
    );
    // Long enough for the trigger to have run: a post after it in a pulse event is published first.
    const pulsed = await liveEvent(5_000);
    await pulsed
      .collection(COLLECTIONS.comments)
      .doc()
      .set(
        newComment(
          {
            eventId: pulsed.id,
            kind: 'comment',
            text: 'P',
            authorUid: 'a',
            authorName: 'A',
            createdAt: Timestamp.now(),
          },
          null,
        ),
      );
    await eventually(async () => (await pulsed.collection(COLLECTIONS.stats).doc(FEED_PULSE_DOC).get()).exists || null);
    expect((await event.collection(COLLECTIONS.stats).doc(FEED_PULSE_DOC).get()).exists).toBe(false);
  });
});

/** A room's transcript on a pulse: the digest's lines merged as the web room merges them. */
function transcriptRoom(event: DocumentReference) {
  let state: PulseCaptionsState<Timestamp> = pulseCaptionsFrom([], millis);
  const published: string[][] = [];
  let queue = Promise.resolve();
  const stop = event
    .collection(COLLECTIONS.stats)
    .doc(FEED_PULSE_DOC)
    .onSnapshot((snap) => {
      const digest = snap.data() as FeedPulseDoc<Timestamp> | undefined;
      if (!digest) return;
      queue = queue.then(async () => {
        const result = applyCaptionDigest(state, digest, millis);
        if (result.reload) throw new Error('the room missed more than the history holds');
        if (result.state !== state) published.push(digest.latest.captions.map((l) => l.id));
        state = result.state;
        if (result.missing.length === 0) return;
        const read = await db.getAll(...result.missing.map((id) => event.collection(COLLECTIONS.captions).doc(id)));
        state = withLines(
          state,
          read.map((s) => ({ ...(s.data() as PulseCaptionLine<Timestamp>), id: s.id })),
          millis,
        );
      });
    });
  return { lines: () => state.lines, published, stop };
}

describe('caption lines on the pulse feed', () => {
  it(
    'each line reaches the digest once, in order, with its language; a correction replaces its line',
    { timeout: 300_000 },
    async () => {
      const event = await liveEvent(5_000);
      const rooms = Array.from({ length: 2 }, () => transcriptRoom(event));
      const sent: { id: string; track: string; text: string }[] = [];
      // One after another: their order is the order they were sent in.
      for (let i = 0; i < 6; i++) {
        const track = i % 2 === 0 ? 'en' : 'es';
        const text = `${track} line ${i}`;
        const { lineId } = await call(admin, 'sendCaption', { eventId: event.id, track, text });
        sent.push({ id: lineId, track, text });
      }
      // Every room has every line before the correction, so the correction is a publication of its
      // own (sent and corrected within one pulse, a line is carried once, as corrected).
      for (const r of rooms) await eventually(() => (r.lines().length === sent.length ? true : null), 180_000);
      const corrected = sent[2]!;
      await call(admin, 'correctCaption', { eventId: event.id, lineId: corrected.id, text: 'en line 2, corrected' });
      const expected = sent.map((l) => (l.id === corrected.id ? { ...l, text: 'en line 2, corrected' } : l));
      const shown = (lines: PulseCaptionLine<Timestamp>[]) => lines.map(({ id, track, text }) => ({ id, track, text }));
      for (const r of rooms) {
        await eventually(() => (r.lines().some((l) => l.editedAt !== null) ? r.lines() : null), 180_000);
        expect(shown(r.lines())).toEqual(expected);
        // A language's lines stay its own: the Spanish track is the Spanish lines, in order.
        expect(
          r
            .lines()
            .filter((l) => l.track === 'es')
            .map((l) => l.text),
        ).toEqual(['es line 1', 'es line 3', 'es line 5']);
        r.stop();
      }

      // Every publication, from the digest's own history: each line once, in the order sent; the
      // corrected one once more, as its correction.
      const digest = (await event.collection(COLLECTIONS.stats).doc(FEED_PULSE_DOC).get()).data() as FeedPulseDoc;
      expect(digest.pulses).toBeLessThanOrEqual(FEED_PULSE_HISTORY + 1);
      const publications = [...digest.history.map((h) => h.captions), digest.latest.captions.map((l) => l.id)];
      const all = publications.flat();
      expect(all.filter((id) => id === corrected.id)).toHaveLength(2);
      const firsts = all.filter((id, i) => all.indexOf(id) === i);
      expect(firsts).toEqual(sent.map((l) => l.id));
      expect(all).toHaveLength(sent.length + 1);
    },
  );

  it(
    'an event whose feed is live puts no line in a digest: rooms listen to the lines',
    { timeout: 120_000 },
    async () => {
      const event = await liveEvent(null);
      await call(admin, 'sendCaption', { eventId: event.id, track: 'en', text: 'Live line' });
      // A line in a pulse event after it: published once the live event's call has long returned.
      const pulsed = await liveEvent(5_000);
      await call(admin, 'sendCaption', { eventId: pulsed.id, track: 'en', text: 'Pulse line' });
      await eventually(
        async () => (await pulsed.collection(COLLECTIONS.stats).doc(FEED_PULSE_DOC).get()).exists || null,
      );
      expect((await event.collection(COLLECTIONS.stats).doc(FEED_PULSE_DOC).get()).exists).toBe(false);
    },
  );
});
