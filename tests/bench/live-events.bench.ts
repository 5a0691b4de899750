/**
 * Live-event benchmarks on the emulators (numbers only, no assertions). Run:
 * `npm run bench -- live-events`. Timings on a shared 2-core machine are noisy.
 *  1. Push live → poll visible: LISTENERS web SDK clients listen to the live event as the room
 *     does; an admin pushes a poll live (setLivePoll); per client, time until the event update
 *     arrives and until the poll document itself has loaded. ROUNDS pushes.
 *  2. Viewers now: VIEWERS simulated viewers (REST commits under the rules) join, beat, half leave
 *     (delete their heartbeat), a quarter vanish (stop beating); the control room's count()
 *     query every second against the truth: delay until it matches, and its largest error.
 *  3. Reactions: SENDERS clients send REACTIONS reactions over 10 s (each at most one per
 *     second, as the rules allow) and ask for the pulse after each, as the room's page does; what
 *     one listening viewer receives (documents, bytes), sent → counted in the totals it sees
 *     (p50/p95), and whether the totals are exact. LIVE_BENCH_ONLY=reactions runs only this part.
 */
import {
  askForReactionPulse,
  COLLECTIONS,
  PULSE_ASKS_MAX,
  REACTION_IDS,
  STATS_REACTIONS_DOC,
  VIEWER_STALE_MS,
  emptyReactionTotals,
  type ReactionId,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, getDoc, limit, onSnapshot, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import { createOpenPoll, endLockedLiveEvent, goLiveForTest } from '../support/fixtures/live-events.js';
import { callAs, createBulkVoters } from '../support/emulators/voters.js';
import { commitAs, DOCUMENTS_ROOT, reactAs } from './lib/emulator-rest.js';
import { formatSummary } from './lib/stats.js';

const LISTENERS = Number(process.env.LIVE_BENCH_LISTENERS ?? 50);
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS ?? 5);
const VIEWERS = Number(process.env.LIVE_BENCH_VIEWERS ?? 200);
const SENDERS = Number(process.env.LIVE_BENCH_SENDERS ?? 200);
const REACTIONS = Number(process.env.LIVE_BENCH_REACTIONS ?? 1000);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function pushLive(admin: TestClient): Promise<void> {
  const eventId = await goLiveForTest(`bench push-live ${Date.now()}`);
  // Listeners share a few accounts: what is measured is the fan-out to SDK instances.
  const accounts = await Promise.all(Array.from({ length: 5 }, () => createTestAccount('user')));
  const clients = await Promise.all(Array.from({ length: LISTENERS }, (_, i) => testClient(accounts[i % 5])));
  const seenEvent: number[] = [];
  const seenPoll: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pollId = await createOpenPoll(`push-live ${round}`);
    let started = 0;
    const arrivals = clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          const stop = onSnapshot(
            query(collection(client.db, COLLECTIONS.events), where('status', '==', 'live'), limit(1)),
            (snapshot) => {
              if (snapshot.docs[0]?.get('livePollId') !== pollId) return;
              seenEvent.push(performance.now() - started);
              stop();
              void getDoc(doc(client.db, COLLECTIONS.polls, pollId)).then(() => {
                seenPoll.push(performance.now() - started);
                resolve();
              });
            },
          );
        }),
    );
    await sleep(1500); // every listener has its first snapshot
    started = performance.now();
    await httpsCallable(admin.functions, 'setLivePoll')({ eventId, pollId });
    await Promise.all(arrivals);
  }
  console.log(formatSummary(`push live → event update in ${LISTENERS} listeners (${ROUNDS} pushes)`, seenEvent));
  console.log(formatSummary(`push live → poll loaded in ${LISTENERS} listeners (${ROUNDS} pushes)`, seenPoll));
  await Promise.all(clients.map((c) => c.close()));
  await endLockedLiveEvent();
}

async function viewersNow(): Promise<void> {
  const eventId = await goLiveForTest(`bench viewers ${Date.now()}`);
  const viewers = db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.viewers);
  const count = async () =>
    (
      await viewers
        .where('seenAt', '>', Timestamp.fromMillis(Date.now() - VIEWER_STALE_MS))
        .count()
        .get()
    ).data().count;
  // The rules read each viewer's account record: real (bulk) accounts, not made-up uids (made-up
  // ones had every heartbeat refused once the rules judged the account as it is now).
  const accounts = await createBulkVoters(VIEWERS, { eligible: false });
  const uidOf = (i: number) => accounts[i]!.uid;
  const beatWrite = (i: number) => ({
    update: {
      name: `${DOCUMENTS_ROOT}/${COLLECTIONS.events}/${eventId}/${COLLECTIONS.viewers}/${uidOf(i)}`,
      fields: { expireAt: { timestampValue: new Date(Date.now() + 3_600_000).toISOString() } },
    },
    updateTransforms: [{ fieldPath: 'seenAt', setToServerValue: 'REQUEST_TIME' }],
  });
  // A viewer's first heartbeat is a join: created in one commit with their join record (rules).
  const join = (i: number) =>
    commitAs(uidOf(i), [
      beatWrite(i),
      {
        update: { name: `${DOCUMENTS_ROOT}/${COLLECTIONS.events}/${eventId}/${COLLECTIONS.viewerJoins}/${uidOf(i)}` },
        updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
      },
    ]);
  const heartbeat = (i: number) => commitAs(uidOf(i), [beatWrite(i)]);
  const leave = (i: number) =>
    commitAs(uidOf(i), [
      { delete: `${DOCUMENTS_ROOT}/${COLLECTIONS.events}/${eventId}/${COLLECTIONS.viewers}/${uidOf(i)}` },
    ]);

  /** Polls count() every second until it equals `truth`; prints the delay and the largest error. */
  async function until(label: string, truth: number, changedAt: number, timeoutMs: number) {
    let worst = 0;
    let samples = 0;
    for (;;) {
      const now = await count();
      samples++;
      worst = Math.max(worst, Math.abs(now - truth));
      if (now === truth) {
        console.log(
          `viewers now, ${label}: count() = ${now} (truth ${truth}) after ${((performance.now() - changedAt) / 1000).toFixed(1)} s; ` +
            `largest error while converging ${worst} over ${samples} counts`,
        );
        return;
      }
      if (performance.now() - changedAt > timeoutMs) {
        console.log(`viewers now, ${label}: still ${now} (truth ${truth}) after ${timeoutMs / 1000} s`);
        return;
      }
      await sleep(1000);
    }
  }

  const all = Array.from({ length: VIEWERS }, (_, i) => i);
  const joinStarted = performance.now();
  const joined = await Promise.all(all.map(join));
  console.log(
    `viewers now: ${joined.filter(Boolean).length}/${VIEWERS} heartbeats accepted in ${(performance.now() - joinStarted).toFixed(0)} ms`,
  );
  await until(`${VIEWERS} join`, VIEWERS, joinStarted, 30_000);

  const leaving = all.slice(0, VIEWERS / 2);
  const leftAt = performance.now();
  await Promise.all(leaving.map(leave));
  await until(`${leaving.length} leave (delete their heartbeat)`, VIEWERS - leaving.length, leftAt, 30_000);

  // A quarter vanish (closed laptops): they simply stop beating; the rest beat on every 30 s.
  const staying = all.slice(VIEWERS / 2, VIEWERS - VIEWERS / 4);
  const vanishedAt = performance.now();
  const beats = setInterval(() => void Promise.all(staying.map(heartbeat)), 30_000);
  await until(`${VIEWERS / 4} vanish (stop beating)`, staying.length, vanishedAt, VIEWER_STALE_MS + 30_000);
  clearInterval(beats);
  await endLockedLiveEvent();
}

async function reactions(): Promise<void> {
  const eventId = await goLiveForTest(`bench reactions ${Date.now()}`);
  // The rules read each sender's account record: real (bulk) accounts, not made-up uids.
  const senders = await createBulkVoters(SENDERS, { eligible: false });
  const watcher = await testClient(await createTestAccount('user'));
  let documents = 0;
  let bytes = 0;
  let latest = emptyReactionTotals();
  /** When the watcher saw each pulse, and how many reactions it counted in all. */
  const pulses: { at: number; total: number }[] = [];
  const stop = onSnapshot(doc(watcher.db, COLLECTIONS.events, eventId, COLLECTIONS.stats, STATS_REACTIONS_DOC), (s) => {
    if (!s.exists()) return;
    documents++;
    // The document as it travels (field names + values), a close proxy for the bytes on the wire.
    bytes += Buffer.byteLength(JSON.stringify(s.data())) + s.ref.path.length;
    latest = { ...latest, ...(s.get('totals') as Record<ReactionId, number>) };
    pulses.push({ at: performance.now(), total: REACTION_IDS.reduce((sum, id) => sum + latest[id], 0) });
  });

  const perSender = Math.ceil(REACTIONS / SENDERS);
  const interval = 10_000 / perSender;
  const sent = emptyReactionTotals();
  /** When each accepted reaction was acknowledged, in order. */
  const acceptedAt: number[] = [];
  let refused = 0;
  const asks = { included: 0, published: 0, throttled: 0 };
  const started = performance.now();
  await Promise.all(
    senders.map(async ({ uid }, s) => {
      // As the room's page does: after each reaction, ask for the pulse (one ask at a time).
      let asking = Promise.resolve();
      const ask = () =>
        (asking = asking.then(async () => {
          const state = await askForReactionPulse(async () => {
            const outcome = await callAs(uid, 'publishReactions', { eventId });
            if (!outcome.ok) throw new Error(`publishReactions: ${outcome.code} ${outcome.message}`);
            return outcome.data;
          }, sleep);
          asks[state]++;
        }));
      await sleep(Math.random() * interval);
      for (let k = 0; k < perSender && s * perSender + k < REACTIONS; k++) {
        const id = REACTION_IDS[(s + k) % REACTION_IDS.length]!;
        const ok = await reactAs(eventId, uid, id);
        if (ok) {
          acceptedAt.push(performance.now());
          sent[id]++;
          void ask();
        } else refused++;
        await sleep(interval);
      }
      await asking;
    }),
  );
  const accepted = acceptedAt.length;
  const sendSeconds = (performance.now() - started) / 1000;
  console.log(
    `reactions: ${accepted + refused} sent by ${SENDERS} clients in ${sendSeconds.toFixed(1)} s → ${accepted} accepted, ${refused} refused by the rate limit`,
  );
  console.log(
    `reactions: the senders' asks for the pulse ended ${asks.published} published, ${asks.included} already included, ` +
      `${asks.throttled} still too soon after ${PULSE_ASKS_MAX} asks`,
  );
  const doneAt = performance.now();
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(250)) {
    if (REACTION_IDS.every((id) => latest[id] === sent[id])) break;
  }
  console.log(
    `reactions: last pulse ${JSON.stringify(latest)} ${REACTION_IDS.every((id) => latest[id] === sent[id]) ? 'equals' : 'DIFFERS FROM'} accepted ${JSON.stringify(sent)}; ` +
      `settled ${((performance.now() - doneAt) / 1000).toFixed(1)} s after the last send`,
  );
  // Reaction n (in order of acknowledgement) is visible once a pulse counts at least n reactions.
  const visible = acceptedAt.flatMap((at, n) => {
    const pulse = pulses.find((p) => p.total >= n + 1 && p.at >= at) ?? pulses.find((p) => p.total >= n + 1);
    return pulse ? [Math.max(0, pulse.at - at)] : [];
  });
  console.log(
    formatSummary(
      `reactions: sent → counted in the totals a viewer sees (${visible.length} of ${accepted} seen)`,
      visible,
    ),
  );
  const own = await db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.reactions).get();
  const recount = emptyReactionTotals();
  for (const d of own.docs)
    for (const id of REACTION_IDS) recount[id] += (d.get(`counts.${id}`) as number | undefined) ?? 0;
  console.log(`reactions: recount from the ${own.size} viewers' own counters ${JSON.stringify(recount)}`);
  console.log(
    `reactions: one listening viewer received ${documents} documents, ${bytes} bytes of document data ` +
      `(naive design, one document per reaction: ${accepted} documents)`,
  );
  stop();
  await watcher.close();
  await endLockedLiveEvent();
}

// LIVE_BENCH_ONLY=reactions (or push-live, viewers) runs one part.
const only = process.env.LIVE_BENCH_ONLY;
const adminAccount = await createTestAccount('admin');
const admin = await testClient(adminAccount);
if (!only || only === 'push-live') await pushLive(admin);
if (!only || only === 'viewers') await viewersNow();
if (!only || only === 'reactions') await reactions();
await admin.close();
process.exit(0);
