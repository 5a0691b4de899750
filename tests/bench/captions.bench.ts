/**
 * Live captions benchmark on the emulators (numbers only, no assertions). Run:
 * `npm run bench -- captions`. Timings on a shared 2-core machine are noisy.
 *
 * LISTENERS web SDK clients listen to the live event's caption lines exactly as the room does
 * (every line, oldest first); one admin sends LINES lines through the sendCaption callable, one
 * every PACE_MS (a fast typist's pace, under the rate limit). Per line: the callable's round trip,
 * and per listener the time from "sent" (the call starting, as Enter is pressed) until the line is
 * in its snapshot: line sent → shown.
 */
import { CAPTION_LIMITS, COLLECTIONS } from '@civic/domain';
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { performance } from 'node:perf_hooks';
import { createTestAccount } from '../support/emulators/admin.js';
import { testClient } from '../support/emulators/client.js';
import { endLockedLiveEvent, goLiveForTest } from '../support/fixtures/live-events.js';
import { arrivalTracker } from './lib/arrivals.js';
import { formatSummary } from './lib/stats.js';

const LISTENERS = Number(process.env.CAPTIONS_BENCH_LISTENERS ?? 50);
const LINES = Number(process.env.CAPTIONS_BENCH_LINES ?? 30);
// A line every second: faster than speech is typed, and still within the rate limit.
const PACE_MS = Math.max(1000, Math.ceil(CAPTION_LIMITS.windowMs / CAPTION_LIMITS.burst));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const eventId = await goLiveForTest(`bench captions ${Date.now()}`);
const viewerAccounts = await Promise.all(Array.from({ length: 5 }, () => createTestAccount('user')));
const captioner = await testClient(await createTestAccount('admin'));
const listeners = await Promise.all(
  Array.from({ length: LISTENERS }, (_, i) => testClient(viewerAccounts[i % viewerAccounts.length])),
);

const arrivalsOf = arrivalTracker(LISTENERS);
const stops = listeners.map((client) =>
  onSnapshot(
    query(collection(client.db, COLLECTIONS.events, eventId, COLLECTIONS.captions), orderBy('sentAt')),
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type === 'added') arrivalsOf.seen(change.doc.get('text') as string);
      }
    },
  ),
);
await sleep(2000); // every listener has its first snapshot

// The first call starts the function's worker: not measured.
await httpsCallable(captioner.functions, 'sendCaption')({ eventId, track: 'en', text: 'warm-up' });
await sleep(PACE_MS);

const roundTrips: number[] = [];
const arrivals: number[] = [];
for (let i = 0; i < LINES; i++) {
  const text = `bench line ${i} ${Date.now()}`;
  const { started, allSeen, delays } = arrivalsOf.expect(text);
  await httpsCallable(captioner.functions, 'sendCaption')({ eventId, track: 'en', text });
  roundTrips.push(performance.now() - started);
  await Promise.race([allSeen, sleep(30_000)]);
  arrivals.push(...delays());
  await sleep(Math.max(0, started + PACE_MS - performance.now()));
}

console.log(formatSummary(`sendCaption round trip (${LINES} lines)`, roundTrips));
console.log(formatSummary(`line sent → shown in each of ${LISTENERS} listening viewers (${LINES} lines)`, arrivals));
console.log(`arrivals: ${arrivals.length} of ${LINES * LISTENERS} expected`);
stops.forEach((stop) => stop());
await Promise.all([...listeners, captioner].map((c) => c.close()));
await endLockedLiveEvent();
process.exit(0);
