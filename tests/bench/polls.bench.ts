/**
 * Poll benchmarks on the emulators (numbers only, no assertions). Run: `npm run bench -- polls`.
 *  1. Vote → other-client update latency: two web SDK clients (a voter and an admin listening to
 *     the published results, as every results chart does); one vote per fresh poll, timed until
 *     the listener sees it counted.
 *  2. Burst: 500 voters vote at once (Firestore REST commits with emulator tokens, which the SDK
 *     would send too, minus 500 SDK instances' memory); accepted votes/s, then time until the
 *     sharded tallies equal the vote records, the final tallies against a recount, and the time
 *     until the published results (what viewers see) hold them all.
 */
import {
  COLLECTIONS,
  POLL_RESULTS_DOC,
  recountPoll,
  sumTallyShards,
  totalVotes,
  type PollDoc,
  type PollResultsDoc,
  type TallyShardDoc,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { testClient } from '../support/emulators/client.js';
import { emulatorAddress, PROJECT_ID } from '../support/emulators/stack.js';
import { emulatorToken } from '../support/emulators/emulator-token.js';

const LATENCY_SAMPLES = Number(process.env.POLLS_BENCH_SAMPLES ?? 30);
const BURST_VOTERS = Number(process.env.POLLS_BENCH_VOTERS ?? 500);
const OPTION_IDS = ['a', 'b', 'c', 'd'];

async function openPoll(question: string): Promise<string> {
  const ref = db.collection(COLLECTIONS.polls).doc();
  await ref.create({
    kind: 'poll',
    question,
    description: 'benchmark',
    options: OPTION_IDS.map((id) => ({ id, label: id.toUpperCase() })),
    optionIds: OPTION_IDS,
    published: true,
    opensAt: Timestamp.fromMillis(Date.now() - 60_000),
    closesAt: Timestamp.fromMillis(Date.now() + 3_600_000),
    resultsVisibility: 'live',
    sponsor: null,
    createdBy: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  } satisfies PollDoc);
  return ref.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function latency(): Promise<void> {
  const [adminAccount, voterAccount] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  const [watcher, voter] = await Promise.all([testClient(adminAccount), testClient(voterAccount)]);
  const samples: number[] = [];
  const commits: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const pollId = await openPoll(`latency ${i}`);
    let resolveCounted!: () => void;
    let resolveReady!: () => void;
    const counted = new Promise<void>((resolve) => (resolveCounted = resolve));
    const ready = new Promise<void>((resolve) => (resolveReady = resolve));
    const results = doc(watcher.db, COLLECTIONS.polls, pollId, COLLECTIONS.stats, POLL_RESULTS_DOC);
    const stop = onSnapshot(results, (snap) => {
      resolveReady();
      const total = totalVotes(sumTallyShards(snap.exists() ? [snap.data() as PollResultsDoc] : [], OPTION_IDS));
      if (total === 1) resolveCounted();
    });
    await ready;
    const started = performance.now();
    await setDoc(doc(voter.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, voter.uid!), {
      optionId: OPTION_IDS[i % OPTION_IDS.length],
      votedAt: serverTimestamp(),
    });
    commits.push(performance.now() - started);
    await counted;
    samples.push(performance.now() - started);
    stop();
  }
  await Promise.all([watcher.close(), voter.close()]);
  const committed = [...commits].sort((a, b) => a - b);
  console.log(
    `vote accepted (write committed, rules evaluated): n=${commits.length}  p50 ${percentile(committed, 50).toFixed(0)} ms  ` +
      `p95 ${percentile(committed, 95).toFixed(0)} ms`,
  );
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `vote → other client sees the tally: n=${samples.length}  p50 ${percentile(sorted, 50).toFixed(0)} ms  ` +
      `p95 ${percentile(sorted, 95).toFixed(0)} ms  max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
}

/** The burst's voters are citizens: the rules read each one's account record (seeded in batches). */
async function seedVoterRecords(count: number): Promise<void> {
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const uid = `bench-voter-${i}`;
      batch.set(db.collection(COLLECTIONS.users).doc(uid), { uid, role: 'user', status: 'active' });
    }
    await batch.commit();
  }
}

async function burst(): Promise<void> {
  await seedVoterRecords(BURST_VOTERS);
  const pollId = await openPoll('burst');
  const { origin } = emulatorAddress('firestore');
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const vote = async (i: number) => {
    const uid = `bench-voter-${i}`;
    const response = await fetch(`${origin}/v1/${root}:commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${emulatorToken(uid)}` },
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `${root}/${COLLECTIONS.polls}/${pollId}/${COLLECTIONS.votes}/${uid}`,
              fields: { optionId: { stringValue: OPTION_IDS[i % OPTION_IDS.length] } },
            },
            updateTransforms: [{ fieldPath: 'votedAt', setToServerValue: 'REQUEST_TIME' }],
            currentDocument: { exists: false },
          },
        ],
      }),
    });
    return response.ok;
  };

  const started = performance.now();
  const results = await Promise.all(Array.from({ length: BURST_VOTERS }, (_, i) => vote(i)));
  const acceptedMs = performance.now() - started;
  const accepted = results.filter(Boolean).length;
  console.log(
    `burst: ${BURST_VOTERS} voters at once → ${accepted} accepted, ${BURST_VOTERS - accepted} refused, in ` +
      `${acceptedMs.toFixed(0)} ms = ${((accepted / acceptedMs) * 1000).toFixed(0)} votes/s accepted`,
  );

  const pollRef = db.collection(COLLECTIONS.polls).doc(pollId);
  let tallies = {};
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    const shards = await pollRef.collection(COLLECTIONS.tallyShards).get();
    tallies = sumTallyShards(
      shards.docs.map((d) => d.data() as TallyShardDoc),
      OPTION_IDS,
    );
    if (totalVotes(tallies) >= accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const countedMs = performance.now() - started;
  const votes = await pollRef.collection(COLLECTIONS.votes).get();
  const recount = recountPoll(
    votes.docs.map((d) => d.data() as { optionId: string }),
    OPTION_IDS,
  );
  const shardsUsed = (await pollRef.collection(COLLECTIONS.tallyShards).get()).size;
  console.log(
    `burst: all counted after ${(countedMs / 1000).toFixed(1)} s (${((accepted / countedMs) * 1000).toFixed(0)} ` +
      `votes/s through the tally trigger), ${shardsUsed} shards used`,
  );
  console.log(`burst: vote records ${votes.size}, tallies ${JSON.stringify(tallies)} (sum ${totalVotes(tallies)})`);
  // What viewers see: the results published at most once a second, the burst's last count included.
  let published: PollResultsDoc | undefined;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    published = (await pollRef.collection(COLLECTIONS.stats).doc(POLL_RESULTS_DOC).get()).data() as
      PollResultsDoc | undefined;
    if (published && totalVotes(sumTallyShards([published], OPTION_IDS)) >= accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const shown = sumTallyShards(published ? [published] : [], OPTION_IDS);
  console.log(
    `burst: published after ${((performance.now() - started) / 1000).toFixed(1)} s in ${published?.pulses ?? 0} ` +
      `publications, ${JSON.stringify(shown)} → ${JSON.stringify(shown) === JSON.stringify(tallies) ? 'equal' : 'DIFFERENT'}`,
  );
  console.log(
    `burst: recount from records ${JSON.stringify(recount.tallies)} → ` +
      `${JSON.stringify(recount.tallies) === JSON.stringify(tallies) ? 'equal' : 'DIFFERENT'}`,
  );
}

await latency();
await burst();
process.exit(0);
