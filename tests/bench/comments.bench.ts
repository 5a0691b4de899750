/**
 * Comment feed benchmark on the emulators (numbers only, no assertions). Run:
 * `npm run bench -- comments`. Timings on a shared 2-core machine are noisy.
 *
 * LISTENERS web SDK clients listen to the live event's feed exactly as the room does (visible
 * posts, newest first, one page); POSTS comments are posted through the postComment callable by
 * rotating accounts (so the 5 s per-account limit never waits). Per post: the callable's round
 * trip, and per listener the time from the call until the new comment is in its snapshot. Run in
 * both feed modes (docs/scale.md, "The pulse feed"): `live`, the listeners on the posts query;
 * `pulse`, the event's settings put the feed on a pulse and the listeners on its digest
 * (`stats/feed`), a post seen when a publication carries it. COMMENTS_BENCH_MODES=live|pulse runs one.
 */
import {
  COLLECTIONS,
  COMMENT_LIMITS,
  FEED_PULSE_DOC,
  settingsForAudience,
  type FeedMode,
  type FeedPulseDoc,
} from '@civic/domain';
import { collection, doc, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { testClient } from '../support/emulators/client.js';
import { endLockedLiveEvent, goLiveForTest } from '../support/fixtures/live-events.js';
import { arrivalTracker } from './lib/arrivals.js';
import { formatSummary } from './lib/stats.js';

const LISTENERS = Number(process.env.COMMENTS_BENCH_LISTENERS ?? 50);
const POSTS = Number(process.env.COMMENTS_BENCH_POSTS ?? 20);
const POSTERS = 5;
const MODES = (process.env.COMMENTS_BENCH_MODES ?? 'live,pulse').split(',') as FeedMode[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const mode of MODES) {
  console.log(`\n── feed mode: ${mode} ──`);
  const eventId = await goLiveForTest(`bench comments ${mode} ${Date.now()}`);
  if (mode === 'pulse') {
    // The settings of an audience that puts the feed on a pulse: the trigger publishes the digest.
    await db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .update({ expectedAudience: 5_000, audience: settingsForAudience(5_000).event });
  }
  // Listeners share a few accounts: what is measured is the fan-out to SDK instances.
  const viewerAccounts = await Promise.all(Array.from({ length: 5 }, () => createTestAccount('user')));
  const posterAccounts = await Promise.all(Array.from({ length: POSTERS }, () => createTestAccount('user')));
  const listeners = await Promise.all(
    Array.from({ length: LISTENERS }, (_, i) => testClient(viewerAccounts[i % viewerAccounts.length])),
  );
  const posters = await Promise.all(posterAccounts.map((account) => testClient(account)));

  /** Every listener's feed: when each post was first seen in it. */
  const arrivalsOf = arrivalTracker(LISTENERS);
  const stops = listeners.map((client) =>
    mode === 'pulse'
      ? onSnapshot(doc(client.db, COLLECTIONS.events, eventId, COLLECTIONS.stats, FEED_PULSE_DOC), (snapshot) => {
          const digest = snapshot.data() as FeedPulseDoc | undefined;
          for (const post of digest?.latest.added ?? []) arrivalsOf.seen(post.text);
        })
      : onSnapshot(
          query(
            collection(client.db, COLLECTIONS.events, eventId, COLLECTIONS.comments),
            where('status', '==', 'visible'),
            orderBy('createdAt', 'desc'),
            limit(COMMENT_LIMITS.pageSize),
          ),
          (snapshot) => {
            for (const change of snapshot.docChanges()) {
              if (change.type === 'added') arrivalsOf.seen(change.doc.get('text') as string);
            }
          },
        ),
  );
  await sleep(2000); // every listener has its first snapshot

  const roundTrips: number[] = [];
  const lastPostAt = posters.map(() => -Infinity);
  const arrivals: number[] = [];
  for (let i = 0; i < POSTS; i++) {
    const text = `bench post ${i} ${Date.now()}`;
    // Each poster stays under the per-account limit (the wait is outside the measured time).
    await sleep(lastPostAt[i % POSTERS]! + COMMENT_LIMITS.rateLimitSeconds * 1000 + 100 - performance.now());
    const { started, allSeen, delays } = arrivalsOf.expect(text);
    const poster = posters[i % POSTERS]!;
    await httpsCallable(poster.functions, 'postComment')({ eventId, text, kind: 'comment' });
    roundTrips.push(performance.now() - started);
    // The server stamps the post while the call is under way: count the interval from its answer.
    lastPostAt[i % POSTERS] = performance.now();
    await Promise.race([allSeen, sleep(30_000)]);
    arrivals.push(...delays());
  }

  console.log(formatSummary(`${mode}: postComment round trip (${POSTS} posts)`, roundTrips));
  console.log(
    formatSummary(`${mode}: post → seen by each of ${LISTENERS} listening viewers (${POSTS} posts)`, arrivals),
  );
  console.log(`${mode}: arrivals: ${arrivals.length} of ${POSTS * LISTENERS} expected`);
  stops.forEach((stop) => stop());
  await Promise.all([...listeners, ...posters].map((c) => c.close()));
  await endLockedLiveEvent();
}
process.exit(0);
