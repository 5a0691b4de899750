/**
 * What a live event costs per viewer-hour, counted on the emulators and set beside the cost model
 * (domain/src/cost-model.ts, docs/scale.md). Numbers only, no assertions. Run:
 * `npm run bench -- cost` (COST_BENCH_SIZES=10,50,200 by default).
 *
 * For each audience size, a compressed town hall of about 3 minutes (COST_BENCH_SCALE < 1 plays it
 * faster; the emulators then lag on a busy machine): viewers open the room (its presence and every
 * listener of the page, tests/bench/lib/cost-room.ts); three polls are pushed one after another,
 * voted by 60 % of the room, closed once counted and taken off; then a word cloud answered by 40 %;
 * 60 posts (20 questions) go up, 30 % of viewers upvote a question, every viewer reacts twice, an
 * admin sends 20 caption lines, a fifth of the room leaves and comes back, 30 % play a
 * five-question game (tests/bench/lib/cost-game.ts, on its real clock), and one control room
 * counts the viewers. COST_BENCH_DETAIL=1 also prints each feature's reads by listener.
 *
 * The replay row (docs/replays.md, "Serving"): REPLAY_VIEWERS viewers fetch `/api/replay` for a
 * published replay, one after another, and the Firestore reads the function made are counted, the
 * first request (a cold instance, which has not kept that compile) apart from the rest (warm); for
 * a small event, one of REPLAY_BIG_POSTS posts and as many caption lines, and one of
 * REPLAY_RANDOM_LINES lines of random letters (a file gzip cannot shrink, in more than one part);
 * then the archive's search the same way (its reads grow with the replays published).
 * `COST_BENCH_PART=replay` runs only this row, `town-hall` only the town halls.
 *
 * Each size runs in each feed mode of COST_BENCH_FEED (`live,pulse` by default; docs/scale.md, "The
 * pulse feed"): `live`, an event with no expected audience (the deployed configuration, every post
 * at once); `pulse`, an event expecting PULSE_FEED_FROM_VIEWERS viewers, whose settings
 * (settingsForAudience, as updateEvent writes them) put the feed on a pulse whatever the audience
 * that comes — the pulse's threshold forced down to the bench's size. The rooms then read the feed as
 * a pulse room does (lib/cost-room.ts), and the model is given the same mode.
 *
 * Counted: every document a client's listener receives (each document of a snapshot), every
 * client write, every function run and its time from the emulator's log, and what functions read,
 * write and delete inside (the stack runs with CIVIC_COUNT_FIRESTORE_OPS=1, which `npm run bench`
 * sets: functions/src/platform/op-count.ts logs each request). The rules' get()/exists() are
 * counted as evaluations from the emulator's rules coverage report (lib/rules-reads.ts), an upper
 * bound of what they bill; the table's rules-reads column stays the model's. Printed per feature and per viewer-hour, the measured count beside the model's
 * prediction for the same activity.
 */
import {
  COLLECTIONS,
  COMMENT_LIMITS,
  COST_FEATURES,
  FEED_PULSE_DOC,
  POLL_RESULTS_DOC,
  PULSE_FEED_FROM_VIEWERS,
  UPVOTES_PULSE_DOC,
  gibSecondsOf,
  perViewerHour,
  predictOps,
  settingsForAudience,
  sumOps,
  townHallCosts,
  type CostFeature,
  type EventActivity,
  type FeedMode,
  type Ops,
} from '@civic/domain';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { AggregateField } from 'firebase-admin/firestore';
import { createTestAccount, db as adminDb, type TestAccount } from '../support/emulators/admin.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import {
  createOpenLiveQuestion,
  createOpenPoll,
  endLockedLiveEvent,
  goLiveForTest,
} from '../support/fixtures/live-events.js';
import { CostCounter } from './lib/cost-counter.js';
import { GAME_QUESTIONS, playGame, type GameTally } from './lib/cost-game.js';
import { ControlRoom, RoomViewer, newRoomTally, seenShare, type RoomState, type RoomTally } from './lib/cost-room.js';
import {
  FUNCTION_FEATURES,
  logMark,
  logPath,
  runningSince,
  runsSince,
  serverOpsSince,
  type FunctionRuns,
  type ServerOps,
} from './lib/function-log.js';
import { evaluationsBetween, rulesReadEvaluations } from './lib/rules-reads.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { writeReplayEvent } from '../support/fixtures/replay-event.js';
import { Timestamp } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';

const PARTS = (process.env.COST_BENCH_PART ?? 'town-hall,replay').split(',');
if (PARTS.some((p) => p !== 'town-hall' && p !== 'replay'))
  throw new Error('COST_BENCH_PART: town-hall, replay or both');
const REPLAY_VIEWERS = Number(process.env.COST_BENCH_REPLAY_VIEWERS ?? 50);
const REPLAY_BIG_POSTS = 5_000;
/** Caption lines of random letters, which gzip cannot shrink much: a file of more than one part. */
const REPLAY_RANDOM_LINES = 20_000;
const SIZES = (process.env.COST_BENCH_SIZES ?? '10,50,200').split(',').map(Number);
const FEED_MODES = (process.env.COST_BENCH_FEED ?? 'live,pulse').split(',') as FeedMode[];
if (FEED_MODES.some((m) => m !== 'live' && m !== 'pulse')) throw new Error('COST_BENCH_FEED: live, pulse or both');
const POSTS = 60;
const QUESTION_EVERY = 3;
const CAPTION_LINES = 20;
const RUN_MS = 180_000;
/** The word cloud's push, after the third poll is off the room; the game's start (its own clock after). */
const CLOUD_AT_MS = 140_000;
const GAME_AT_MS = 20_000;
const CLOUD_WORDS = ['parks', 'buses', 'trees', 'safety', 'housing', 'bike lanes', 'libraries'];
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

/** Waits (up to four minutes: the emulator's triggers lag under load) until the counting trigger has marked `expected` votes or answers counted. */
async function untilCounted(pollId: string, answers: string, expected: number): Promise<void> {
  const counted = adminDb.collection(COLLECTIONS.polls).doc(pollId).collection(answers).where('counted', '==', true);
  for (const deadline = Date.now() + 240_000; Date.now() < deadline; await sleep(500)) {
    if ((await counted.count().get()).data().count >= expected) return;
  }
  console.warn(`  (${pollId}: fewer than ${expected} counted after four minutes)`);
}

/**
 * Before the room closes: the emulator's triggers lag far behind on a loaded machine (minutes at
 * 200 viewers), and a count they make after the listeners are gone reaches nobody. Waits (up to
 * five minutes) until every upvote is counted and no function run is under way for 3 s.
 */
async function drain(mark: number, eventId: string, upvotes: number): Promise<void> {
  // Counted: the event's questions' counts (published by the upvote pulse) add up to every upvote.
  const counts = adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.comments);
  let idleSince = Date.now();
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(500)) {
    const upvotesCounted =
      ((await counts.aggregate({ n: AggregateField.sum('upvotes') }).get()).data().n ?? 0) >= upvotes;
    if (!upvotesCounted || runningSince(mark) > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= 3_000) return;
  }
  console.warn('  (functions still running after five minutes)');
}

interface Measured {
  size: number;
  feedMode: FeedMode;
  activity: EventActivity;
  counted: Map<CostFeature, { reads: number; writes: number; deletes: number }>;
  refused: Map<string, number>;
  refusedCalls: Map<CostFeature, number>;
  runs: Map<string, FunctionRuns>;
  /** What functions read, wrote and deleted, by function (empty unless the stack counts them). */
  serverOps: Map<string, ServerOps>;
  /** The rules' get()/exists() evaluations by rules line (null: no coverage report). */
  rulesReads: Map<string, number> | null;
}

async function runTownHall(
  size: number,
  feedMode: FeedMode,
  accounts: TestAccount[],
  admin: TestClient,
): Promise<Measured> {
  const eventId = await goLiveForTest(`bench cost ${size} ${feedMode} ${Date.now()}`);
  if (feedMode === 'pulse') {
    // The expected audience at the pulse's threshold, and the settings updateEvent writes for it
    // (functions/src/events/lib/audience.ts): the deployed configuration but for the feed's mode.
    const expectedAudience = PULSE_FEED_FROM_VIEWERS;
    const audience = settingsForAudience(expectedAudience).event;
    if (audience.feedMode !== 'pulse')
      throw new Error(`${expectedAudience} expected viewers do not put the feed on a pulse`);
    await adminDb.collection(COLLECTIONS.events).doc(eventId).update({ expectedAudience, audience });
  }
  // Polls made before the viewers connect: the results rule judges a listener by its connection's
  // time, which must be after the poll opened (web/src/features/polls/api/use-published-results.ts).
  const pollIds = await Promise.all([1, 2, 3].map((n) => createOpenPoll(`Cost bench poll ${n}`)));
  const cloudId = await createOpenLiveQuestion('One word for the city’s priority?', {
    kind: 'wordCloud',
    maxEntries: 3,
  });
  const clients = await inBatches(accounts.slice(0, size), 10, (account) => testClient(account));
  const counter = new CostCounter();
  const tally: RoomTally = newRoomTally();
  const room: RoomState = { visible: [], captionLines: 0, liveQuestions: new Set([cloudId]) };
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
  const rulesBefore = await rulesReadEvaluations();
  const mark = logMark();
  const viewers = clients.map((client) => new RoomViewer(client, eventId, counter, tally, room, feedMode));
  const control = new ControlRoom(admin, eventId, counter);
  const startedAt = Date.now();
  control.start();
  await inBatches(viewers, 20, (viewer) => viewer.open(false));
  const work: Promise<unknown>[] = [];
  // A refused call is still an invocation; the model prices accepted ones, so refusals are
  // counted apart (by feature) and printed beside the table.
  const refusedCalls = new Map<CostFeature, number>();
  const later = (ms: number, job: () => Promise<unknown>, feature?: CostFeature) =>
    work.push(
      at(startedAt, ms * SCALE)
        .then(job)
        .catch((error: unknown) => {
          if (feature) refusedCalls.set(feature, (refusedCalls.get(feature) ?? 0) + 1);
          console.warn(`  (refused: ${String(error)})`);
        }),
    );

  /**
   * A question pushed into the room, answered by `answerers` within 15 s of the push, closed once
   * every answer is counted, its results shown for 10 s, then taken off. The questions follow one
   * another (each no earlier than its time in the script): the compressed script must not push
   * the next before the last is off, nor close one before its slow triggers have counted it.
   */
  let questionsDone: Promise<unknown> = Promise.resolve();
  const askLive = (
    pushAtMs: number,
    pollId: string,
    answerers: RoomViewer[],
    send: (v: RoomViewer) => Promise<void>,
  ) => {
    const feature: CostFeature = room.liveQuestions.has(pollId) ? 'liveQuestions' : 'polls';
    const previous = questionsDone;
    // The admin pushes again when a push fails (the event's transaction times out on a loaded emulator).
    const push = async (id: string | null) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await call('setLivePoll', { eventId, pollId: id });
        } catch (error) {
          refusedCalls.set('event', (refusedCalls.get('event') ?? 0) + 1);
          if (attempt === 5) throw error;
          await sleep(3_000);
        }
      }
    };
    questionsDone = Promise.all([previous, at(startedAt, pushAtMs * SCALE)]).then(async () => {
      await push(pollId);
      control.watchPoll(pollId);
      await Promise.all(
        answerers.map((viewer) =>
          sleep((2_000 + Math.random() * 15_000) * SCALE)
            .then(() => send(viewer))
            .catch((error: unknown) => {
              refusedCalls.set(feature, (refusedCalls.get(feature) ?? 0) + 1);
              console.warn(`  (refused: ${String(error)})`);
            }),
        ),
      );
      const accepted = feature === 'polls' ? (tally.votes.get(pollId) ?? 0) : (tally.answers.get(pollId) ?? 0);
      await untilCounted(pollId, feature === 'polls' ? COLLECTIONS.votes : COLLECTIONS.liveResponses, accepted);
      await call('openOrClosePoll', { pollId, action: 'close' });
      await sleep(10_000 * SCALE);
      await push(null);
    });
    work.push(questionsDone.catch((error: unknown) => console.warn(`  (question failed: ${String(error)})`)));
  };
  // Three polls voted by 60 % of the room; then a word cloud answered by 40 % (one to three words).
  pollIds.forEach((pollId, p) =>
    askLive(
      5_000 + p * 45_000,
      pollId,
      viewers.filter((_, i) => i % 5 < 3),
      (viewer) => viewer.vote(pollId, Math.random() < 0.5 ? 'o1' : 'o2'),
    ),
  );
  askLive(
    CLOUD_AT_MS,
    cloudId,
    viewers.filter((_, i) => i % 5 < 2),
    (viewer) =>
      viewer.answer(
        cloudId,
        [...CLOUD_WORDS].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3)),
      ),
  );
  // A five-question game played by 30 % of the room (on its own clock: about 80 s).
  let gameTally: GameTally | null = null;
  const gamePlayers = clients.filter((_, i) => i % 10 < 3);
  const gameOver = at(startedAt, GAME_AT_MS * SCALE)
    .then(() => playGame(admin, gamePlayers, counter))
    .then((played) => void (gameTally = played))
    .catch((error: unknown) => console.warn(`  (game failed: ${String(error)})`));
  // A fifth of the room leaves between polls and comes back.
  const leavers = viewers.filter((_, i) => i % 5 === 4);
  for (const viewer of leavers) {
    later(33_000, () => viewer.leave());
    later(45_000, () => viewer.open(true));
  }
  // 60 posts, every third a question, by rotating viewers (each stays under the 5 s limit).
  for (let i = 0; i < POSTS; i++) {
    const kind = i % QUESTION_EVERY === 0 ? 'question' : 'comment';
    later(
      10_000 + i * 2_000,
      () => viewers[i % viewers.length]!.post(kind, `Bench ${kind} ${i}: what about the park?`),
      'comments',
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
    later(
      35_000 + i * 5_000,
      async () => {
        await call('sendCaption', { eventId, track: 'en', text: `Caption line ${i} of the town hall.` });
        room.captionLines++;
      },
      'captions',
    );
  }

  await at(startedAt, RUN_MS * SCALE);
  // The game keeps its own clock: the room stays open until it is over.
  await Promise.all([gameOver, questionsDone.catch(() => undefined)]);
  await drain(mark, eventId, tally.upvotes);
  const late = (gameTally as GameTally | null)?.refused ?? 0;
  if (late) console.log(`  (${late} game answers refused by the rules: late on the loaded emulator)`);
  for (const viewer of viewers) viewer.stop();
  control.stop();
  const elapsedMs = Date.now() - startedAt;
  await Promise.allSettled(work);
  // Let the triggers of the last writes finish before reading their runs.
  await sleep(5_000);
  followFeed();
  const runs = runsSince(mark);
  const serverOps = serverOpsSince(mark);
  const rulesAfter = await rulesReadEvaluations();
  const rulesReads = rulesBefore && rulesAfter ? evaluationsBetween(rulesBefore, rulesAfter) : null;
  // How many times each question's results were published (the close's included).
  const pulsesOf = async (pollId: string) =>
    ((
      await adminDb.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.stats).doc(POLL_RESULTS_DOC).get()
    ).get('pulses') as number | undefined) ?? 0;
  const [pollPulses, cloudPulses] = await Promise.all([Promise.all(pollIds.map(pulsesOf)), pulsesOf(cloudId)]);
  // And how many times the question counts were (the event's upvote pulse).
  const upvotePulses =
    ((
      await adminDb
        .collection(COLLECTIONS.events)
        .doc(eventId)
        .collection(COLLECTIONS.stats)
        .doc(UPVOTES_PULSE_DOC)
        .get()
    ).get('pulses') as number | undefined) ?? 0;
  // What the event holds: a call the loaded emulator answered too late (deadline-exceeded) may
  // still have posted or sent its line, so the posts and lines are counted where they are, not by
  // the callers.
  const eventDoc = adminDb.collection(COLLECTIONS.events).doc(eventId);
  const posts = (await eventDoc.collection(COLLECTIONS.comments).where('status', '==', 'visible').get()).docs;
  const captionLines = (await eventDoc.collection(COLLECTIONS.captions).count().get()).data().count;
  if (posts.length !== tally.posts || captionLines !== room.captionLines)
    console.log(
      `  (the event holds ${posts.length} posts and ${captionLines} caption lines; callers were answered for ${tally.posts} and ${room.captionLines})`,
    );
  // And how many times the pulse feed's digest was (none on the live feed).
  const feedPulses =
    ((
      await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.stats).doc(FEED_PULSE_DOC).get()
    ).get('pulses') as number | undefined) ?? 0;
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
    eventUpdates: pollIds.length + 1,
    captionTracks: captionLines > 0 ? 1 : 0,
    polls: pollIds.map((id, i) => ({
      votes: tally.votes.get(id) ?? 0,
      resultsLive: true,
      votesAfterOverlay: null,
      resultPulses: pollPulses[i]!,
      resultsSeenShare: seenShare(tally.answeredAt.get(id), control.publications.get(id)),
    })),
    liveQuestions: [
      {
        answers: tally.answers.get(cloudId) ?? 0,
        resultsLive: true,
        resultPulses: cloudPulses,
        resultsSeenShare: seenShare(tally.answeredAt.get(cloudId), control.publications.get(cloudId)),
      },
    ],
    comments: posts.length,
    questions: posts.filter((d) => d.get('kind') === 'question').length,
    upvotes: tally.upvotes,
    upvotePulses,
    uniqueCommenters: new Set(posts.map((d) => String(d.get('authorUid')))).size,
    commentsAtJoin: mean(tally.windowAtJoin.map((w) => w.posts)),
    questionsAtJoin: mean(tally.windowAtJoin.map((w) => w.questions)),
    uniqueVoters: tally.voters.size,
    reactions: tally.reactions,
    uniqueReactors: tally.reactors.size,
    pulses: tally.pulses,
    pulseAsks: tally.asks,
    game: gameTally && {
      players: (gameTally as GameTally).players,
      questions: GAME_QUESTIONS,
      answers: (gameTally as GameTally).answers,
      lobbyPulses: (gameTally as GameTally).lobbyPulses,
    },
    captionLines,
    captionLinesAtJoin: mean(tally.captionLinesAtJoin),
    controlRooms: 1,
    feedMode,
    ...(feedMode === 'pulse' ? { feedPulses } : {}),
  };
  if (feedMode === 'pulse')
    console.log(
      `  (pulse feed: ${feedPulses} digests; rooms read the window again ${tally.feedReloads} times and missed posts by id ${tally.feedMissedReads} times)`,
    );
  if (process.env.COST_BENCH_DETAIL) for (const [k, n] of [...counter.detail].sort()) console.log(`   ${k}: ${n}`);
  return {
    size,
    feedMode,
    activity,
    counted: counter.byFeature,
    refused: counter.refused,
    refusedCalls,
    runs,
    serverOps,
    rulesReads,
  };
}

const pct = (measured: number, model: number) =>
  model === 0
    ? measured === 0
      ? ''
      : 'n/a'
    : `${measured >= model ? '+' : ''}${(((measured - model) / model) * 100).toFixed(0)} %`;
const f = (x: number) => (x >= 100 ? Math.round(x).toString() : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The model's writes and deletes by functions: a TTL policy's deletes are not, and the emulator runs none. */
const functionWrites = (ops: Ops) => ops.serverWrites + ops.serverDeletes - ops.ttlDeletes;

function report({
  size,
  feedMode,
  activity,
  counted,
  refused,
  refusedCalls,
  runs,
  serverOps,
  rulesReads,
}: Measured): void {
  const model = predictOps(activity);
  const per = (ops: Ops) => perViewerHour(ops, activity);
  const invocations = new Map<CostFeature, FunctionRuns>();
  for (const [name, logged] of runs) {
    let run = logged;
    const share = liveQuestionShare(name, activity, runs);
    if (share > 0) {
      const entry = invocations.get('liveQuestions') ?? { count: 0, billedMs: 0 };
      invocations.set('liveQuestions', {
        count: entry.count + share * run.count,
        billedMs: entry.billedMs + share * run.billedMs,
      });
      run = { count: (1 - share) * run.count, billedMs: (1 - share) * run.billedMs };
    }
    const feature = FUNCTION_FEATURES[name];
    if (!feature) continue;
    const entry = invocations.get(feature) ?? { count: 0, billedMs: 0 };
    invocations.set(feature, { count: entry.count + run.count, billedMs: entry.billedMs + run.billedMs });
  }
  const server = serverOpsByFeature(serverOps, (name) => liveQuestionShare(name, activity, runs));
  console.log(
    `\n${size} viewers, ${feedMode} feed: ${activity.viewers.toFixed(1)} present on average over ${(activity.hours * 60).toFixed(1)} min; ` +
      `${activity.polls.map((p) => p.votes).join('/')} votes, ${activity.comments} posts (${activity.questions} questions), ` +
      `${activity.upvotes} upvotes (${activity.upvotePulses} count publications), ${activity.reactions} reactions (${activity.pulses} pulses, ${activity.pulseAsks} asks), ` +
      `${activity.captionLines} caption lines, ${activity.returns} returns; ` +
      `results published ${[...activity.polls, ...activity.liveQuestions].map((q) => q.resultPulses).join('/')} times, ` +
      `a voter seeing ${[...activity.polls, ...activity.liveQuestions].map((q) => (q.resultsSeenShare ?? NaN).toFixed(2)).join('/')} of those while counting`,
  );
  // The model's input in full, so a later model can be set against this run again.
  if (process.env.COST_BENCH_DETAIL) console.log(`Activity: ${JSON.stringify(activity)}`);
  if (refusedCalls.size)
    console.log(
      `Refused calls (left out of the invocations below): ${[...refusedCalls].map(([k, n]) => `${k} ×${n}`).join(', ')}`,
    );
  if (refused.size)
    console.log(`Listeners refused (counted nothing): ${[...refused].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  console.log('Per viewer-hour: measured | model (Δ)');
  console.log(
    'feature        | client reads            | client writes         | invocations           | GiB-s (measured, model) | server reads          | function writes+deletes | rules reads (model) | reads a viewer over the run (measured, model)',
  );
  const totals = { reads: 0, writes: 0, invocations: 0, ms: 0, serverReads: 0, serverWrites: 0 };
  for (const feature of COST_FEATURES) {
    const m = counted.get(feature) ?? { reads: 0, writes: 0, deletes: 0 };
    const s = server.get(feature) ?? { reads: 0, writes: 0, deletes: 0 };
    const all = invocations.get(feature) ?? { count: 0, billedMs: 0 };
    const runs = { ...all, count: all.count - (refusedCalls.get(feature) ?? 0) };
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
        `| ${f(s.reads / vh).padStart(6)} | ${f(p.serverReads).padStart(6)} (${pct(s.reads / vh, p.serverReads).padStart(5)}) ` +
        `| ${f((s.writes + s.deletes) / vh).padStart(6)} | ${f(functionWrites(p)).padStart(6)} (${pct((s.writes + s.deletes) / vh, functionWrites(p)).padStart(5)}) ` +
        `| ${f(p.rulesReads)} ` +
        `| ${f(m.reads / activity.viewers)}, ${f(model[feature].reads / activity.viewers)}`,
    );
    totals.serverReads += s.reads;
    totals.serverWrites += s.writes + s.deletes;
  }
  const total = per(sumOps(Object.values(model)));
  const vh = activity.viewers * activity.hours;
  console.log(
    `${'total'.padEnd(14)} | ${f(totals.reads / vh).padStart(7)} | ${f(total.reads).padStart(7)} (${pct(totals.reads / vh, total.reads).padStart(5)}) ` +
      `| ${f(totals.writes / vh).padStart(6)} | ${f(total.writes).padStart(6)} (${pct(totals.writes / vh, total.writes).padStart(5)}) ` +
      `| ${f(totals.invocations / vh).padStart(6)} | ${f(total.invocations).padStart(6)} (${pct(totals.invocations / vh, total.invocations).padStart(5)}) ` +
      `| mean run ${(totals.ms / Math.max(1, totals.invocations)).toFixed(0)} ms billed ` +
      `| ${f(totals.serverReads / vh).padStart(6)} | ${f(total.serverReads).padStart(6)} (${pct(totals.serverReads / vh, total.serverReads).padStart(5)}) ` +
      `| ${f(totals.serverWrites / vh).padStart(6)} | ${f(functionWrites(total)).padStart(6)} (${pct(totals.serverWrites / vh, functionWrites(total)).padStart(5)}) ` +
      `| ${f(total.rulesReads)} ` +
      `| ${f(totals.reads / activity.viewers)}, ${f(sumOps(Object.values(model)).reads / activity.viewers)} a viewer`,
  );
  if (serverOps.size === 0)
    console.log('Server reads/writes: not counted (the stack was started without CIVIC_COUNT_FIRESTORE_OPS=1).');
  const unattributed = [...serverOps.keys()].filter((name) => !FUNCTION_FEATURES[name]);
  if (unattributed.length) console.log(`Server ops of functions outside the model: ${unattributed.join(', ')}`);
  if (!rulesReads) console.log('Rules reads: no coverage report from the Firestore emulator.');
  else {
    const evaluations = [...rulesReads.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `Rules get()/exists() evaluations (coverage report; an upper bound of billed rules reads): ${evaluations} in all, ` +
        `${f(evaluations / vh)} per viewer-hour against the model's ${f(total.rulesReads)}`,
    );
    for (const [where, n] of [...rulesReads].sort((a, b) => b[1] - a[1])) console.log(`   ${n} × ${where}`);
  }
}

/**
 * Of a function serving polls and live questions alike, the live questions' share: openOrClosePoll's
 * closes of them, and the results' follower (one trigger on every results lease) in proportion to
 * their publications.
 */
function liveQuestionShare(name: string, activity: EventActivity, runs: Map<string, FunctionRuns>): number {
  if (name === 'openOrClosePoll') {
    const count = runs.get(name)?.count ?? 0;
    return count ? Math.min(1, activity.liveQuestions.length / count) : 0;
  }
  if (name === 'onResultsLeaseFollowed') {
    const pulses = (questions: { resultPulses?: number }[]) =>
      questions.reduce((sum, q) => sum + (q.resultPulses ?? 0), 0);
    const all = pulses(activity.polls) + pulses(activity.liveQuestions);
    return all ? pulses(activity.liveQuestions) / all : 0;
  }
  return 0;
}

/** Functions' operations by the model's feature; the live questions' share of shared functions is theirs. */
function serverOpsByFeature(
  serverOps: Map<string, ServerOps>,
  liveQuestionShareOf: (name: string) => number,
): Map<CostFeature, ServerOps> {
  const byFeature = new Map<CostFeature, ServerOps>();
  const add = (feature: CostFeature, ops: ServerOps, share = 1) => {
    const entry = byFeature.get(feature) ?? { reads: 0, writes: 0, deletes: 0 };
    entry.reads += ops.reads * share;
    entry.writes += ops.writes * share;
    entry.deletes += ops.deletes * share;
    byFeature.set(feature, entry);
  };
  for (const [name, ops] of serverOps) {
    const feature = FUNCTION_FEATURES[name];
    if (!feature) continue;
    const share = liveQuestionShareOf(name);
    add('liveQuestions', ops, share);
    add(feature, ops, 1 - share);
  }
  return byFeature;
}

/**
 * The model's one-hour town hall (TOWN_HALL) at 1 000, 10 000 and 100 000 viewers: the tables of
 * docs/scale.md "Cost per 1 000 viewer-hours", printed from the same model the runs check, with
 * the deployed configuration and with the settings each audience chooses (settingsForAudience).
 */
function printTownHallCosts(): void {
  const sizes = [1_000, 10_000, 100_000];
  const tables = [
    ['the deployed configuration', townHallCosts(sizes)],
    ['the settings from the expected audience', townHallCosts(sizes, settingsForAudience)],
  ] as const;
  for (const [name, rows] of tables) {
    console.log(`Model: the one-hour town hall (domain/src/cost-town-hall.ts), at list price, with ${name}`);
    console.log(
      'viewers | us-central1 per 1 000 viewer-hours | nam5 per 1 000 | the hour, us-central1 | the hour, nam5',
    );
    for (const { viewers, perThousandViewerHours: perThousand, event } of rows) {
      console.log(
        `${viewers} | $${perThousand['us-central1'].toFixed(2)} | $${perThousand.nam5.toFixed(2)} | $${event['us-central1'].toFixed(2)} | $${event.nam5.toFixed(2)}`,
      );
    }
  }
}

/** Waits (up to a minute) until the emulator's log has `count` finished runs of `name` since `mark`. */
async function runsLogged(mark: number, name: string, count: number): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    if ((runsSince(mark).get(name)?.count ?? 0) >= count) return;
    await sleep(250);
  }
}

/** The reads `name` made over `requests` GETs of `url`, one after another: the first, and the rest's mean and max. */
async function readsPerRequest(name: string, url: string, requests: number) {
  const reads: number[] = [];
  for (let i = 0; i < requests; i++) {
    const mark = logMark();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    await response.arrayBuffer();
    await runsLogged(mark, name, 1);
    reads.push(serverOpsSince(mark).get(name)?.reads ?? NaN);
  }
  const warm = reads.slice(1);
  return { cold: reads[0]!, warmMean: mean(warm), warmMax: Math.max(...warm) };
}

/** An ended event's room (tests/support/fixtures/replay-event.ts), with `posts` more posts and caption lines. */
async function publishedReplay(
  admin: TestClient,
  posts: number,
  randomLines = 0,
): Promise<{ eventId: string; tag: string }> {
  const room = await writeReplayEvent({ authorUid: 'cost-bench-author' });
  const event = adminDb.collection(COLLECTIONS.events).doc(room.eventId);
  await inBatches(Array.from({ length: Math.ceil(randomLines / 500) }), 2, async (_, page) => {
    const batch = adminDb.batch();
    for (let i = page * 500; i < Math.min(randomLines, (page + 1) * 500); i++) {
      batch.set(event.collection(COLLECTIONS.captions).doc(`random-${i}`), {
        track: 'en',
        text: `${randomBytes(60).toString('base64')} parking ${room.tag}`,
        captionerUid: 'captioner-admin',
        sentAt: Timestamp.fromMillis(room.wentLive + 60_000 + Math.floor((i / randomLines) * 89 * 60_000)),
        editedAt: null,
        withdrawn: false,
      });
    }
    await batch.commit();
  });
  await inBatches(Array.from({ length: Math.ceil(posts / 250) }), 2, async (_, page) => {
    const batch = adminDb.batch();
    for (let i = page * 250; i < Math.min(posts, (page + 1) * 250); i++) {
      const at = Timestamp.fromMillis(room.wentLive + Math.floor((i / posts) * 89 * 60_000) + 60_000);
      batch.set(event.collection(COLLECTIONS.comments).doc(`bench-${i}`), {
        authorUid: 'cost-bench-author',
        authorName: `Viewer ${i % 300}`,
        eventId: room.eventId,
        kind: i % 3 ? 'comment' : 'question',
        text: `Post ${i}: what about the parking by the library and the new bus lanes?`,
        createdAt: at,
        status: 'visible',
        reason: null,
      });
      batch.set(event.collection(COLLECTIONS.captions).doc(`bench-${i}`), {
        track: 'en',
        text: `Caption line ${i}, the council answers about the parking ${room.tag}`,
        captionerUid: 'captioner-admin',
        sentAt: at,
        editedAt: null,
        withdrawn: false,
      });
    }
    await batch.commit();
  });
  const call = <T>(name: string, data: T) => httpsCallable(admin.functions, name, { timeout: 300_000 })(data);
  await call('attachRecording', { eventId: room.eventId, url: 'https://cdn.example.org/vod.m3u8', offsetMs: 0 });
  await call('publishReplay', { eventId: room.eventId });
  return room;
}

/** The replay row: Firestore reads per replay viewer (getReplay) and per archive search (searchReplays). */
async function replayRow(admin: TestClient): Promise<void> {
  console.log(
    `\nReplays: Firestore reads per request, ${REPLAY_VIEWERS} requests one after another (cold = the first)`,
  );
  console.log('event | gzip bytes | getReplay cold | warm mean | warm max | searchReplays cold | warm mean | warm max');
  for (const [posts, randomLines] of [
    [0, 0],
    [REPLAY_BIG_POSTS, 0],
    [0, REPLAY_RANDOM_LINES],
  ] as const) {
    const { eventId, tag } = await publishedReplay(admin, posts, randomLines);
    const replay = await adminDb.collection(COLLECTIONS.replays).doc(eventId).get();
    const viewer = await readsPerRequest(
      'getReplay',
      `${functionsOrigin}/getReplay?eventId=${eventId}`,
      REPLAY_VIEWERS,
    );
    const search = await readsPerRequest(
      'searchReplays',
      `${functionsOrigin}/searchReplays?q=${encodeURIComponent(`parking ${tag}`)}`,
      Math.min(REPLAY_VIEWERS, 10),
    );
    const published = (
      await adminDb.collection(COLLECTIONS.replays).where('published', '==', true).count().get()
    ).data().count;
    console.log(
      `${posts ? `${posts} posts, ${posts} caption lines` : randomLines ? `${randomLines} random caption lines` : 'the fixture (2 posts, 2 lines)'} ` +
        `| ${replay.get('gzipBytes') as number} (${replay.get('parts') as number} parts) ` +
        `| ${viewer.cold} | ${viewer.warmMean.toFixed(2)} | ${viewer.warmMax} ` +
        `| ${search.cold} | ${search.warmMean.toFixed(2)} | ${search.warmMax} (${published} replays published)`,
    );
  }
}

const adminAccount = await createTestAccount('admin');
const admin = await testClient(adminAccount);
console.log(`Function runs read from ${logPath()}`);
if (PARTS.includes('town-hall')) {
  printTownHallCosts();
  const accounts = await inBatches(Array.from({ length: Math.max(...SIZES) }), 20, () => createTestAccount('user'));
  const results: Measured[] = [];
  for (const size of SIZES) {
    for (const feedMode of FEED_MODES) {
      const measured = await runTownHall(size, feedMode, accounts, admin);
      results.push(measured);
      report(measured);
    }
  }
}
if (PARTS.includes('replay')) await replayRow(admin);
await admin.close();
process.exit(0);
