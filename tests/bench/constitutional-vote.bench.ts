/**
 * Constitutional vote benchmark on the emulators (numbers only, no assertions).
 * Run: `npm run bench -- constitutional-vote` (BENCH_BALLOTS, default 10 000; CALLABLE_CONNECTIONS,
 * default 8 — the Functions emulator runs one worker process per request in flight).
 *  1. Freeze a census of BENCH_BALLOTS voters (open the ballot).
 *  2. Every voter casts at once through the castBallot callable: casts/s accepted.
 *  3. Whether the open urn, turnout and census each count every accepted ballot exactly once (the
 *     integration suite's exactly-once checks at load size; BENCH_BALLOTS=1000 is the size the
 *     suite itself used to cast).
 *  4. Close and publish: time until the final tallies exist, and whether they equal the ballots.
 */
import {
  COLLECTIONS,
  sumTurnout,
  tallyUrn,
  type BallotAnswer,
  type BallotDoc,
  type BallotRecordSummary,
  type TurnoutShardDoc,
  type UrnShardDoc,
} from '@civic/domain';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { CALLABLE_CONNECTIONS, callAs, createBulkVoters } from '../support/emulators/voters.js';

const BALLOTS = Number(process.env.BENCH_BALLOTS ?? 10_000);
const ANSWERS = ['yes', 'no', 'abstain'] as const;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function asAdmin<K extends 'createBallot' | 'changeBallotStatus'>(
  uid: string,
  name: K,
  data: Parameters<typeof callAs<K>>[2],
) {
  const outcome = await callAs(uid, name, data, 'admin');
  if (!outcome.ok) throw new Error(`${name}: ${outcome.code} ${outcome.message}`);
  return outcome.data;
}

const admin = await createTestAccount('admin');
let started = performance.now();
const voters = await createBulkVoters(BALLOTS, { eligible: true });
console.log(`setup: ${BALLOTS} voter accounts in ${seconds(performance.now() - started)}`);

const { ballotId } = await asAdmin(admin.uid, 'createBallot', {
  ballot: {
    title: `Benchmark charter ${Date.now()}`,
    introduction: '',
    articles: [1, 2, 3].map((n) => ({ title: `Article ${n}`, text: `Text ${n}` })),
    opensAt: Date.now() - 60_000,
    closesAt: Date.now() + 3 * 3_600_000,
    censusMode: 'eligible',
    passRule: 'simple-majority',
  },
});
started = performance.now();
const { censusSize } = await asAdmin(admin.uid, 'changeBallotStatus', { ballotId, action: 'open' });
const ballot = (await db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId).get()).data() as BallotDoc;
console.log(
  `open: census of ${censusSize} frozen in ${seconds(performance.now() - started)}, ${ballot.urnShards} urn shards`,
);

const ids = ballot.articles.map((a) => a.id);
const pick = (v: number, i: number): BallotAnswer => ANSWERS[(v * 7 + i * 3) % 3]!;
const expected = ids.map((_, i) => {
  const counts = { yes: 0, no: 0, abstain: 0 };
  voters.forEach((_, v) => counts[pick(v, i)]++);
  return counts;
});

started = performance.now();
const outcomes = await Promise.all(
  voters.map((voter, v) =>
    callAs(voter.uid, 'castBallot', {
      ballotId,
      answers: Object.fromEntries(ids.map((id, i) => [id, pick(v, i)])),
    }),
  ),
);
const castMs = performance.now() - started;
const accepted = outcomes.filter((o) => o.ok).length;
const refusals = new Map<string, number>();
for (const o of outcomes) if (!o.ok) refusals.set(o.code, (refusals.get(o.code) ?? 0) + 1);
console.log(
  `cast: ${BALLOTS} voters at once (${CALLABLE_CONNECTIONS} connections) → ${accepted} accepted in ${seconds(castMs)} = ` +
    `${((accepted / castMs) * 1000).toFixed(0)} casts/s; refused: ${JSON.stringify(Object.fromEntries(refusals))}`,
);

// The checks the integration suite makes on its small crowd, at this size (not timed): every
// ballot counted once, under a distinct receipt, in the urn, the turnout and the census alike.
const ballotRef = db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId);
const urn = tallyUrn(
  (await ballotRef.collection(COLLECTIONS.urn).get()).docs.map((d) => d.data() as UrnShardDoc),
  ballot.articles,
  ballot.passRule,
);
const issued = outcomes.flatMap((o) => (o.ok ? [o.data.receipt] : [])).sort();
const turnout = sumTurnout(
  (await ballotRef.collection(COLLECTIONS.turnout).get()).docs.map((d) => d.data() as TurnoutShardDoc),
);
const census = ballotRef.collection(COLLECTIONS.census);
const marked = (await census.where('voted', '==', true).count().get()).data().count;
const censusCount = (await census.count().get()).data().count;
const urnTallies = urn.articles.map(({ yes, no, abstain }) => ({ yes, no, abstain }));
const consistent =
  JSON.stringify(urnTallies) === JSON.stringify(expected) &&
  new Set(urn.receipts).size === accepted &&
  JSON.stringify(urn.receipts.sort()) === JSON.stringify(issued) &&
  turnout === accepted &&
  marked === accepted &&
  censusCount === censusSize;
console.log(
  `open urn: ${urn.receipts.length} ballots (${new Set(urn.receipts).size} distinct receipts) in ${ballot.urnShards} shards, ` +
    `turnout ${turnout}, census ${marked}/${censusCount} marked voted → ` +
    `${consistent ? 'each accepted ballot counted once' : 'DIFFERENT from the ballots cast'}`,
);

started = performance.now();
await asAdmin(admin.uid, 'changeBallotStatus', { ballotId, action: 'close' });
await asAdmin(admin.uid, 'changeBallotStatus', { ballotId, action: 'publish' });
const publishMs = performance.now() - started;
const summary = (
  await db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId).collection(COLLECTIONS.record).doc('summary').get()
).data() as BallotRecordSummary;
const published = summary.articles.map(({ yes, no, abstain }) => ({ yes, no, abstain }));
const exact = JSON.stringify(published) === JSON.stringify(expected) && summary.ballotsCast === accepted;
console.log(
  `publish: close + count + publish in ${seconds(publishMs)}; time from first cast to final tallies ${seconds(castMs + publishMs)}`,
);
console.log(
  `tallies: ${JSON.stringify(published)} over ${summary.ballotsCast} ballots → ${exact ? 'exact' : 'DIFFERENT from the ballots cast'}`,
);
process.exit(0);
