/**
 * Fixer benchmark on the emulators (numbers only, no assertions).
 * Run: `npm run bench -- fixer` (BENCH_VOTES, default 100 000).
 *  1. Seed a poll with BENCH_VOTES counted votes over 4 options through the Admin SDK (bulk
 *     writer, background triggers paused so 100 000 vote triggers do not run), its tally off by 3.
 *  2. Dry run, then run, then a second run of the recount through the callables: time of each,
 *     changes found, and the reads it costs. The emulator does not meter reads, so they are
 *     computed from the queries the job makes by Firestore's billing rules (a count() costs one
 *     read per 1 000 index entries, minimum one; each document read is one).
 */
import { COLLECTIONS, TALLY_SHARDS, shardFor, type JobDoc, type JobKind, type JobMode } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { emulatorAddress } from '../support/emulators/stack.js';
import { callAs } from '../support/emulators/voters.js';

const VOTES = Number(process.env.BENCH_VOTES ?? 100_000);
const OPTIONS = ['a', 'b', 'c', 'd'];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function backgroundTriggers(on: boolean) {
  const hub = emulatorAddress('hub').origin;
  await fetch(`${hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
}

const admin = await createTestAccount('admin');
const poll = db.collection(COLLECTIONS.polls).doc();
await poll.set({
  kind: 'poll',
  question: `Fixer benchmark ${Date.now()}`,
  description: '',
  options: OPTIONS.map((id) => ({ id, label: `Option ${id}` })),
  optionIds: OPTIONS,
  published: true,
  opensAt: Timestamp.fromMillis(Date.now() - 3_600_000),
  closesAt: Timestamp.fromMillis(Date.now() + 3_600_000),
  resultsVisibility: 'live',
  sponsor: null,
  createdBy: admin.uid,
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
});

const started = performance.now();
await backgroundTriggers(false);
const shards = new Map<number, Record<string, number>>();
const perOption: Record<string, number> = Object.fromEntries(OPTIONS.map((id) => [id, 0]));
try {
  const writer = db.bulkWriter();
  for (let i = 0; i < VOTES; i++) {
    const uid = `bench-voter-${i}`;
    const optionId = OPTIONS[i % OPTIONS.length]!;
    perOption[optionId]!++;
    const shard = shardFor(uid, TALLY_SHARDS);
    const counts = shards.get(shard) ?? {};
    counts[optionId] = (counts[optionId] ?? 0) + 1;
    shards.set(shard, counts);
    void writer.set(poll.collection(COLLECTIONS.votes).doc(uid), { optionId, votedAt: Timestamp.now(), counted: true });
  }
  // The corruption: option a counted 3 too many in one shard.
  shards.get(0)!.a = (shards.get(0)!.a ?? 0) + 3;
  for (const [n, counts] of shards)
    void writer.set(poll.collection(COLLECTIONS.tallyShards).doc(String(n)), { counts });
  await writer.close();
} finally {
  await backgroundTriggers(true);
}
console.log(`setup: ${VOTES} votes and ${shards.size} shards written in ${seconds(performance.now() - started)}`);

async function job(kind: JobKind, mode: JobMode, scope: string) {
  const begin = performance.now();
  let outcome = await callAs(admin.uid, 'startJob', { kind, mode, scope }, 'admin');
  let calls = 1;
  while (outcome.ok && outcome.data.status !== 'done') {
    outcome = await callAs(admin.uid, 'continueJob', { jobId: outcome.data.jobId }, 'admin');
    calls++;
  }
  if (!outcome.ok) throw new Error(`${kind}: ${outcome.code} ${outcome.message}`);
  const doc = (await db.collection(COLLECTIONS.jobs).doc(outcome.data.jobId).get()).data() as JobDoc;
  return { ms: performance.now() - begin, calls, doc };
}

// Reads of one recount of this poll, by the billing rules: count() of all votes and of counted
// votes (each over VOTES entries), one count() per option (over its votes), and every shard.
const billed = (entries: number) => Math.max(1, Math.ceil(entries / 1000));
const reads =
  2 * billed(VOTES) + Object.values(perOption).reduce((sum, n) => sum + billed(n), 0) + shards.size + 1; /* the poll */

for (const mode of ['dry-run', 'run', 'run'] as const) {
  const { ms, calls, doc } = await job('recountPollTallies', mode, poll.id);
  const diff = doc.changes.map((c) => `${c.field} ${c.before}→${c.after}`).join(', ') || 'nothing';
  console.log(
    `${mode.padEnd(7)} ${VOTES} votes: ${seconds(ms)} (${calls} call${calls === 1 ? '' : 's'}), ` +
      `changes: ${diff}; reads ≈ ${reads} (${billed(VOTES)} per count() over all votes, ${shards.size} shards)`,
  );
}
