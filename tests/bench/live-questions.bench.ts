/**
 * Live-question benchmarks on the emulators (numbers only, no assertions). Run:
 * `npm run bench -- live-questions`.
 *  1. Answer → visible in 50 listening clients: 50 web SDK clients listen to a word cloud's
 *     published results (as the room does, at most one publication a second); one citizen answers through submitLiveResponse at a time, timed
 *     from the call until each listener sees the answer counted. p50/p95 over every listener of
 *     every sample.
 *  2. Burst: 500 citizens answer one word cloud at once (callables over HTTP with emulator tokens,
 *     tests/support/emulators/voters.ts); time until all are accepted, then until the shards hold
 *     all 500, and the counts against a recount of the stored answers.
 */
import {
  COLLECTIONS,
  POLL_RESULTS_DOC,
  recountLiveQuestion,
  sumLiveTallyShards,
  type LiveResponseDoc,
  type PollResultsDoc,
} from '@civic/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { testClient } from '../support/emulators/client.js';
import { callAs, createBulkVoters } from '../support/emulators/voters.js';
import { createLiveQuestion } from '../support/fixtures/live-events.js';

const LISTENERS = Number(process.env.LIVE_BENCH_LISTENERS ?? 50);
const SAMPLES = Number(process.env.LIVE_BENCH_SAMPLES ?? 20);
const BURST = Number(process.env.LIVE_BENCH_BURST ?? 500);
const WORDS = ['Parks', 'trees', 'bike lanes', 'buses', 'safety', 'École'];

const liveCloud = () => createLiveQuestion({ kind: 'wordCloud', maxEntries: 3 });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function latency(): Promise<void> {
  const q = await liveCloud();
  const [listenerAccount, answerers] = await Promise.all([
    createTestAccount('user'),
    createBulkVoters(SAMPLES, { eligible: false, verified: true }),
  ]);
  // One citizen account, many browsers: each client is its own SDK instance and connection.
  const clients = await Promise.all(Array.from({ length: LISTENERS }, () => testClient(listenerAccount)));
  const seen = clients.map(() => new Map<number, number>());
  const waiting = new Map<number, { remaining: number; done: () => void }>();
  await Promise.all(
    clients.map(
      (client, c) =>
        new Promise<void>((ready) => {
          onSnapshot(doc(client.db, COLLECTIONS.polls, q.pollId, COLLECTIONS.stats, POLL_RESULTS_DOC), (snap) => {
            ready();
            const { responses } = sumLiveTallyShards(snap.exists() ? [snap.data() as PollResultsDoc] : []);
            if (responses === 0 || seen[c]!.has(responses)) return;
            seen[c]!.set(responses, performance.now());
            const wait = waiting.get(responses);
            if (wait && --wait.remaining === 0) wait.done();
          });
        }),
    ),
  );
  const delays: number[] = [];
  const accepted: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const n = i + 1;
    const all = new Promise<void>((done) => waiting.set(n, { remaining: LISTENERS, done }));
    const started = performance.now();
    const outcome = await callAs(answerers[i]!.uid, 'submitLiveResponse', {
      ...q,
      response: { kind: 'wordCloud', entries: [WORDS[i % WORDS.length]!] },
    });
    if (!outcome.ok) throw new Error(`answer ${n} refused: ${outcome.code} ${outcome.message}`);
    accepted.push(performance.now() - started);
    await all;
    for (const listener of seen) delays.push(listener.get(n)! - started);
  }
  await Promise.all(clients.map((client) => client.close()));
  const sortedAccepted = [...accepted].sort((a, b) => a - b);
  console.log(
    `answer accepted (submitLiveResponse answered): n=${accepted.length}  p50 ${percentile(sortedAccepted, 50).toFixed(0)} ms  ` +
      `p95 ${percentile(sortedAccepted, 95).toFixed(0)} ms`,
  );
  const sorted = [...delays].sort((a, b) => a - b);
  console.log(
    `answer → visible in ${LISTENERS} listening clients: n=${delays.length} (${SAMPLES} answers × ${LISTENERS})  ` +
      `p50 ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms  max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
}

async function burst(): Promise<void> {
  const q = await liveCloud();
  const voters = await createBulkVoters(BURST, { eligible: false, verified: true });
  const started = performance.now();
  const outcomes = await Promise.all(
    voters.map((voter, i) =>
      callAs(voter.uid, 'submitLiveResponse', {
        ...q,
        response: { kind: 'wordCloud', entries: [WORDS[i % WORDS.length]!, WORDS[(i + 1) % WORDS.length]!] },
      }),
    ),
  );
  const acceptedMs = performance.now() - started;
  const accepted = outcomes.filter((o) => o.ok).length;
  console.log(
    `burst: ${BURST} answers at once → ${accepted} accepted in ${(acceptedMs / 1000).toFixed(1)} s ` +
      `(${((accepted / acceptedMs) * 1000).toFixed(0)} answers/s through the callable)`,
  );
  const poll = db.collection(COLLECTIONS.polls).doc(q.pollId);
  let tally = { counts: {} as Record<string, number>, responses: 0 };
  for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
    tally = sumLiveTallyShards((await poll.collection(COLLECTIONS.tallyShards).get()).docs.map((d) => d.data()));
    if (tally.responses >= accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const countedMs = performance.now() - started;
  const stored = await poll.collection(COLLECTIONS.liveResponses).get();
  const recount = recountLiveQuestion(stored.docs.map((d) => (d.data() as LiveResponseDoc).answer));
  const sum = Object.values(tally.counts).reduce((a, b) => a + b, 0);
  console.log(
    `burst: all ${tally.responses} counted ${(countedMs / 1000).toFixed(1)} s after the first call ` +
      `(${((tally.responses / countedMs) * 1000).toFixed(0)} answers/s end to end)`,
  );
  console.log(
    `burst: counts ${JSON.stringify(tally.counts)} (sum ${sum}); recount of ${stored.size} stored answers → ` +
      `${sameCounts(recount.counts, tally.counts) ? 'equal' : 'DIFFERENT'}`,
  );
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}

await latency();
await burst();
process.exit(0);
