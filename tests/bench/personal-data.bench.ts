/**
 * "Download my data" and "Delete my account" for a busy account (numbers only, no assertions).
 * Run: `npm run bench -- personal-data`. Seeds one citizen with BENCH_PD_COMMENTS (default 5 000)
 * comments across 10 events and BENCH_PD_VOTES (default 1 000) votes, one in each of as many polls
 * (Admin SDK bulk writer, background triggers paused while seeding), then prints
 *  1. the export through the callable (`exportMyData`, bearer token): time and file size;
 *  2. the same export built in this process (`buildPersonalExport`, the function's own code):
 *     time and peak heap above the baseline, sampled every 10 ms;
 *  3. the deletion through the callable (`deleteMyAccount`): time, documents changed.
 */
import { DELETE_MY_ACCOUNT_CONFIRMATION, COLLECTIONS } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { db } from '../support/emulators/admin.js';
import { emulatorAddress } from '../support/emulators/stack.js';
import { callAs } from '../support/emulators/voters.js';
import { uniqueCitizen } from '../support/fixtures/rich-account.js';
import { mb } from './lib/memory.js';

const { buildPersonalExport } = await import('../../functions/src/privacy/lib/personalExport.js');

const CONFIRM = { confirm: DELETE_MY_ACCOUNT_CONFIRMATION } as const;
const COMMENTS = Number(process.env.BENCH_PD_COMMENTS ?? 5_000);
const VOTES = Number(process.env.BENCH_PD_VOTES ?? 1_000);
const EVENTS = 10;

async function backgroundTriggers(on: boolean) {
  await fetch(`${emulatorAddress('hub').origin}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, {
    method: 'PUT',
  });
}

async function seed(uid: string, displayName: string) {
  const now = Date.now();
  await backgroundTriggers(false);
  try {
    const writer = db.bulkWriter();
    const events = Array.from({ length: EVENTS }, () => db.collection(COLLECTIONS.events).doc());
    for (const event of events) void writer.set(event, { title: 'Benchmark hearing', status: 'ended' });
    for (let i = 0; i < COMMENTS; i++) {
      void writer.set(events[i % EVENTS]!.collection(COLLECTIONS.comments).doc(), {
        kind: i % 4 === 0 ? 'question' : 'comment',
        text: `Benchmark comment number ${i}: the buses should run later on weekends.`,
        authorUid: uid,
        authorName: displayName,
        status: i % 50 === 0 ? 'held' : 'visible',
        pinned: false,
        upvotes: 0,
        reportCount: 0,
        createdAt: Timestamp.fromMillis(now - i * 1000),
        moderatedBy: null,
        moderatedAt: null,
      });
    }
    for (let i = 0; i < VOTES; i++) {
      const poll = db.collection(COLLECTIONS.polls).doc();
      void writer.set(poll, { kind: 'poll', question: `Benchmark poll ${i}`, published: true });
      void writer.set(poll.collection(COLLECTIONS.votes).doc(uid), {
        optionId: 'o1',
        votedAt: Timestamp.fromMillis(now - i * 1000),
        counted: true,
      });
      void writer.set(poll.collection(COLLECTIONS.tallyShards).doc('0'), { counts: { o1: 1 } });
    }
    await writer.close();
  } finally {
    await backgroundTriggers(true);
  }
}

/** Runs `work` while sampling this process's heap every 10 ms; returns its time and peak above the start. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 10);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, ms: performance.now() - started, peakAbove: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

const citizen = await uniqueCitizen();
const seedStarted = performance.now();
await seed(citizen.uid, citizen.displayName);
console.log(
  `seeded ${COMMENTS} comments and ${VOTES} votes in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s` +
    ` (load ${loadavg()[0]!.toFixed(2)})`,
);

const viaCallable = await measured(() => callAs(citizen.uid, 'exportMyData', { requestId: randomUUID() }));
if (!viaCallable.result.ok) throw new Error(`export failed: ${viaCallable.result.message}`);
const file = viaCallable.result.data;
console.log(
  `export via exportMyData: ${(viaCallable.ms / 1000).toFixed(2)} s, ${mb(JSON.stringify(file).length)} of JSON, ` +
    `${file.sections.comments.length} comments, ${file.sections.pollVotes.length} votes`,
);

const inProcess = await measured(() => buildPersonalExport(citizen.uid));
console.log(
  `export built in process: ${(inProcess.ms / 1000).toFixed(2)} s, peak heap ${mb(inProcess.peakAbove)} above baseline`,
);

const deletion = await measured(() => callAs(citizen.uid, 'deleteMyAccount', CONFIRM));
if (!deletion.result.ok) throw new Error(`deletion failed: ${deletion.result.message}`);
const tombstone = (await db.collection(COLLECTIONS.deletedAccounts).doc(citizen.uid).get()).data();
console.log(
  `deletion via deleteMyAccount: ${(deletion.ms / 1000).toFixed(2)} s, ${String(tombstone?.changed)} documents changed` +
    ` (load ${loadavg()[0]!.toFixed(2)})`,
);
process.exit(0);
