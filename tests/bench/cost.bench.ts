/**
 * What a live event costs per viewer-hour, counted on the emulators and set beside the cost model
 * (domain/src/cost-model.ts, docs/scale.md). Numbers only, no assertions. Run:
 * `npm run bench -- cost` (COST_BENCH_SIZES=10,50,200 by default).
 *
 * For each audience size, a compressed town hall of about 2.5 minutes: viewers open the room (its
 * presence and every listener of the page, tests/bench/lib/cost-room.ts), three polls are pushed,
 * voted by 60 % of the room and closed, 60 posts (20 questions) go up, 30 % of viewers upvote a
 * question, every viewer reacts twice, an admin sends 20 caption lines, a fifth of the room leaves
 * and comes back, and one control room counts the viewers. Left out of this reduced script: the
 * word cloud and the game (the model prices them; nothing here measures them).
 *
 * Counted: every document a client's listener receives (each document of a snapshot), every
 * client write, every function run and its time from the emulator's log. Not counted: what
 * functions read and write inside, and the documents the rules read — those columns are the
 * model's alone. Printed per feature and per viewer-hour, the measured count beside the model's
 * prediction for the same activity.
 */
import {
  COMMENT_LIMITS,
  COST_FEATURES,
  gibSecondsOf,
  perViewerHour,
  predictOps,
  sumOps,
  type CostFeature,
  type EventActivity,
  type Ops,
} from '@civic/domain';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { createTestAccount, type TestAccount } from '../support/emulators/admin.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import { createOpenPoll, endLockedLiveEvent, goLiveForTest } from '../support/fixtures/live-events.js';
import { CostCounter } from './lib/cost-counter.js';
import { ControlRoom, RoomViewer, newRoomTally, type RoomState, type RoomTally } from './lib/cost-room.js';
import { FUNCTION_FEATURES, logMark, logPath, runsSince, type FunctionRuns } from './lib/function-log.js';

const SIZES = (process.env.COST_BENCH_SIZES ?? '10,50,200').split(',').map(Number);
const POSTS = 60;
const QUESTION_EVERY = 3;
const CAPTION_LINES = 20;
const RUN_MS = 150_000;
/** COST_BENCH_SCALE < 1 plays the same script faster (every time in it multiplied). */
const SCALE = Number(process.env.COST_BENCH_SCALE ?? 1);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const at = (startedAt: number, ms: number) => sleep(Math.max(0, startedAt + ms - Date.now()));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

async function inBatches<T, R>(items: T[], size: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  }
  return out;
}

interface Measured {
  size: number;
  activity: EventActivity;
  counted: Map<CostFeature, { reads: number; writes: number; deletes: number }>;
  refused: Map<string, number>;
  runs: Map<string, FunctionRuns>;
}

async function runTownHall(size: number, accounts: TestAccount[], admin: TestClient): Promise<Measured> {
  const eventId = await goLiveForTest(`bench cost ${size} ${Date.now()}`);
  // Polls made before the viewers connect: the shard rule judges a listener by its connection's
  // time, which must be after the poll opened (web/src/features/polls/api/use-shard-sums.ts).
  const pollIds = await Promise.all([1, 2, 3].map((n) => createOpenPoll(`Cost bench poll ${n}`)));
  const clients = await inBatches(accounts.slice(0, size), 10, (account) => testClient(account));
  const counter = new CostCounter();
  const tally: RoomTally = newRoomTally();
  const room: RoomState = { visible: [], captionLines: 0 };
  // What the feed shows (not counted: the bench's own bookkeeping, through the admin's client).
  const followFeed = onSnapshot(
    query(
      collection(admin.db, 'events', eventId, 'comments'),
      where('status', '==', 'visible'),
      orderBy('createdAt', 'desc'),
      limit(200),
    ),
    (snapshot) => {
      room.visible = snapshot.docs.map((d) => ({
        id: d.id,
        kind: String(d.get('kind')),
        author: String(d.get('authorUid')),
      }));
    },
  );
  const call = <T>(name: string, data: T) => httpsCallable(admin.functions, name, { timeout: 120_000 })(data);
  const mark = logMark();
  const viewers = clients.map((client) => new RoomViewer(client, eventId, counter, tally, room));
  const control = new ControlRoom(admin, eventId, counter);
  const startedAt = Date.now();
  control.start();
  await inBatches(viewers, 20, (viewer) => viewer.open(false));
  const work: Promise<unknown>[] = [];
  const later = (ms: number, job: () => Promise<unknown>) =>
    work.push(
      at(startedAt, ms * SCALE)
        .then(job)
        .catch((error: unknown) => console.warn(`  (refused: ${String(error)})`)),
    );

  // Three polls: pushed, voted by 60 % within 15 s, closed, taken off the room.
  pollIds.forEach((pollId, p) => {
    const pushAt = 5_000 + p * 45_000;
    later(pushAt, async () => {
      await call('setLivePoll', { eventId, pollId });
      control.watchPoll(pollId);
    });
    viewers.forEach((viewer, i) => {
      if (i % 5 < 3)
        later(pushAt + 2_000 + Math.random() * 15_000, () => viewer.vote(pollId, Math.random() < 0.5 ? 'o1' : 'o2'));
    });
    later(pushAt + 23_000, () => call('openOrClosePoll', { pollId, action: 'close' }));
    later(pushAt + 25_000, () => call('setLivePoll', { eventId, pollId: null }));
  });
  // A fifth of the room leaves between polls and comes back.
  const leavers = viewers.filter((_, i) => i % 5 === 4);
  for (const viewer of leavers) {
    later(33_000, () => viewer.leave());
    later(45_000, () => viewer.open(true));
  }
  // 60 posts, every third a question, by rotating viewers (each stays under the 5 s limit).
  for (let i = 0; i < POSTS; i++) {
    const kind = i % QUESTION_EVERY === 0 ? 'question' : 'comment';
    later(10_000 + i * 2_000, () =>
      viewers[i % viewers.length]!.post(kind, `Bench ${kind} ${i}: what about the park?`),
    );
  }
  // 30 % upvote a question someone else asked; everyone reacts twice.
  viewers.forEach((viewer, i) => {
    if (i % 10 < 3) {
      later(40_000 + Math.random() * 100_000, async () => {
        // A question the viewer can see: one in the feed's first page.
        const questions = room.visible
          .slice(0, COMMENT_LIMITS.pageSize)
          .filter((c) => c.kind === 'question' && c.author !== clients[i]!.uid);
        const question = questions[Math.floor(Math.random() * questions.length)];
        if (question) await viewer.upvote(question.id);
      });
    }
    for (let r = 0; r < 2; r++) later(10_000 + Math.random() * 130_000, () => viewer.react());
  });
  // Live captions: a line every 5 s.
  for (let i = 0; i < CAPTION_LINES; i++) {
    later(35_000 + i * 5_000, async () => {
      await call('sendCaption', { eventId, track: 'en', text: `Caption line ${i} of the town hall.` });
      room.captionLines++;
    });
  }

  await at(startedAt, RUN_MS * SCALE);
  for (const viewer of viewers) viewer.stop();
  control.stop();
  const elapsedMs = Date.now() - startedAt;
  await Promise.allSettled(work);
  // Let the triggers of the last writes finish before reading their runs.
  await sleep(5_000);
  followFeed();
  const runs = runsSince(mark);
  await endLockedLiveEvent();
  await Promise.all(clients.map((c) => c.close()));

  const viewerMs = viewers.reduce((sum, v) => sum + v.presentMs, 0);
  const activity: EventActivity = {
    viewers: viewerMs / elapsedMs,
    hours: elapsedMs / 3_600_000,
    uniqueViewers: size,
    joins: tally.joins,
    returns: tally.returns,
    leaves: tally.leaves,
    // Each poll taken off the room; the caption track announced by its first line.
    eventUpdates: pollIds.length,
    captionTracks: room.captionLines > 0 ? 1 : 0,
    polls: pollIds.map((id) => ({ votes: tally.votes.get(id) ?? 0, resultsLive: true, votesAfterOverlay: null })),
    liveQuestions: [],
    comments: tally.posts,
    questions: tally.questions,
    upvotes: tally.upvotes,
    uniqueCommenters: tally.commenters.size,
    commentsAtJoin: mean(tally.windowAtJoin.map((w) => w.posts)),
    questionsAtJoin: mean(tally.windowAtJoin.map((w) => w.questions)),
    uniqueVoters: tally.voters.size,
    reactions: tally.reactions,
    uniqueReactors: tally.reactors.size,
    pulses: tally.pulses,
    pulseAsks: tally.asks,
    game: null,
    captionLines: room.captionLines,
    captionLinesAtJoin: mean(tally.captionLinesAtJoin),
    controlRooms: 1,
  };
  return { size, activity, counted: counter.byFeature, refused: counter.refused, runs };
}

const pct = (measured: number, model: number) =>
  model === 0
    ? measured === 0
      ? ''
      : 'n/a'
    : `${measured >= model ? '+' : ''}${(((measured - model) / model) * 100).toFixed(0)} %`;
const f = (x: number) => (x >= 100 ? Math.round(x).toString() : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function report({ size, activity, counted, refused, runs }: Measured): void {
  const model = predictOps(activity);
  const per = (ops: Ops) => perViewerHour(ops, activity);
  const invocations = new Map<CostFeature, FunctionRuns>();
  for (const [name, run] of runs) {
    const feature = FUNCTION_FEATURES[name];
    if (!feature) continue;
    const entry = invocations.get(feature) ?? { count: 0, billedMs: 0 };
    invocations.set(feature, { count: entry.count + run.count, billedMs: entry.billedMs + run.billedMs });
  }
  console.log(
    `\n${size} viewers: ${activity.viewers.toFixed(1)} present on average over ${(activity.hours * 60).toFixed(1)} min; ` +
      `${activity.polls.map((p) => p.votes).join('/')} votes, ${activity.comments} posts (${activity.questions} questions), ` +
      `${activity.upvotes} upvotes, ${activity.reactions} reactions (${activity.pulses} pulses, ${activity.pulseAsks} asks), ` +
      `${activity.captionLines} caption lines, ${activity.returns} returns`,
  );
  if (refused.size)
    console.log(`Listeners refused (counted nothing): ${[...refused].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  console.log('Per viewer-hour: measured | model (Δ)');
  console.log(
    'feature        | client reads            | client writes         | invocations           | GiB-s (measured, model) | server r/w (model only)',
  );
  const totals = { reads: 0, writes: 0, invocations: 0, ms: 0 };
  for (const feature of COST_FEATURES) {
    const m = counted.get(feature) ?? { reads: 0, writes: 0, deletes: 0 };
    const runs = invocations.get(feature) ?? { count: 0, billedMs: 0 };
    const p = per(model[feature]);
    const vh = activity.viewers * activity.hours;
    totals.reads += m.reads;
    totals.writes += m.writes;
    totals.invocations += runs.count;
    totals.ms += runs.billedMs;
    console.log(
      `${feature.padEnd(14)} | ${f(m.reads / vh).padStart(7)} | ${f(p.reads).padStart(7)} (${pct(m.reads / vh, p.reads).padStart(5)}) ` +
        `| ${f(m.writes / vh).padStart(6)} | ${f(p.writes).padStart(6)} (${pct(m.writes / vh, p.writes).padStart(5)}) ` +
        `| ${f(runs.count / vh).padStart(6)} | ${f(p.invocations).padStart(6)} (${pct(runs.count / vh, p.invocations).padStart(5)}) ` +
        `| ${f(((runs.billedMs / 1000) * 0.25) / vh).padStart(6)}, ${f(gibSecondsOf(model[feature]) / activity.viewers / activity.hours).padStart(6)} ` +
        `| ${f(p.serverReads)} / ${f(p.serverWrites)}`,
    );
  }
  const total = per(sumOps(Object.values(model)));
  const vh = activity.viewers * activity.hours;
  console.log(
    `${'total'.padEnd(14)} | ${f(totals.reads / vh).padStart(7)} | ${f(total.reads).padStart(7)} (${pct(totals.reads / vh, total.reads).padStart(5)}) ` +
      `| ${f(totals.writes / vh).padStart(6)} | ${f(total.writes).padStart(6)} (${pct(totals.writes / vh, total.writes).padStart(5)}) ` +
      `| ${f(totals.invocations / vh).padStart(6)} | ${f(total.invocations).padStart(6)} (${pct(totals.invocations / vh, total.invocations).padStart(5)}) ` +
      `| mean run ${(totals.ms / Math.max(1, totals.invocations)).toFixed(0)} ms billed`,
  );
}

const accounts = await inBatches(Array.from({ length: Math.max(...SIZES) }), 20, () => createTestAccount('user'));
const adminAccount = await createTestAccount('admin');
const admin = await testClient(adminAccount);
console.log(`Function runs read from ${logPath()}`);
const results: Measured[] = [];
for (const size of SIZES) {
  const measured = await runTownHall(size, accounts, admin);
  results.push(measured);
  report(measured);
}
await admin.close();
process.exit(0);
