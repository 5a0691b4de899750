/**
 * Game benchmark on the emulators (numbers only, no assertions). Run: `npm run bench -- game`.
 * A real admin account runs a 3-question game through the callables; GAME_BENCH_PLAYERS (500)
 * simulated players join and answer each question at random moments within 5 s of the answers
 * appearing (callable POSTs with emulator tokens, as the web SDK would send, minus 500 SDK
 * instances' memory). GAME_BENCH_LISTENERS (20) of them also listen with the web SDK to the game
 * document and their own record, as phones do. Printed per question and overall:
 *  - answers accepted / refused, answers/s, submit latency p50/p95;
 *  - exactness: every accepted answer is in the reveal, and every player's score equals a
 *    recomputation with the domain scoring function from the answer records;
 *  - close → reveal (scoring included) and "show leaderboard" → leaderboard, as seen by the
 *    listening players: p50/p95.
 */
import {
  COLLECTIONS,
  READING_MS,
  scoreQuestion,
  type AnswerDoc,
  type RequestOf,
  type ResponseOf,
  type CallableName,
  type GameDoc,
  type PlayerDoc,
  type QuestionSetInput,
  type TimedAnswer,
} from '@civic/domain';
import { initializeApp, deleteApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { testClient } from '../support/emulators/client.js';
import { emulatorAddress, PROJECT_ID } from '../support/emulators/stack.js';
import { callAs as callOutcome, createBulkVoters } from '../support/emulators/voters.js';
import { formatSummary } from './lib/stats.js';

const PLAYERS = Number(process.env.GAME_BENCH_PLAYERS ?? 500);
const LISTENERS = Math.min(PLAYERS, Number(process.env.GAME_BENCH_LISTENERS ?? 20));
const ANSWER_SPREAD_MS = 5_000;
const QUESTIONS = 3;

/** A callable over HTTP as the web SDK sends it (POST {data}, bearer token): accepted or not. */
const callAs = <K extends CallableName>(uid: string, name: K, data: RequestOf<K>) =>
  callOutcome(uid, name, data).then((outcome) => outcome.ok);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const gameRef = (gameId: string) => db.collection(COLLECTIONS.games).doc(gameId);

const set: QuestionSetInput = {
  title: 'Benchmark trivia',
  questions: Array.from({ length: QUESTIONS }, (_, i) => ({
    text: `Benchmark question ${i + 1}`,
    answers: ['A', 'B', 'C', 'D'].map((text, a) => ({ text, correct: a === i % 4 })),
    timeLimitSec: 20,
    imageUrl: '',
    explanation: '',
  })),
};

// ---- setup: finish older games, an admin, 500 player accounts ------------------------------------
for (const running of (await db.collection(COLLECTIONS.games).where('active', '==', true).get()).docs) {
  await running.ref.update({ active: false, phase: 'podium' });
}
const adminAccount = await createTestAccount('admin');
const admin = await testClient(adminAccount);
const adminCall = <K extends CallableName>(name: K, data: RequestOf<K>) =>
  httpsCallable<unknown, ResponseOf<K>>(admin.functions, name)(data).then((r) => r.data);

// Real accounts (records, Auth accounts with the user claim): callables judge the account now.
const uids = (await createBulkVoters(PLAYERS, { eligible: false })).map((voter) => voter.uid);

const { setId } = await adminCall('saveQuestionSet', { set });
const { gameId } = await adminCall('createGame', {
  setId,
  options: { speedPoints: true, streakBonus: true, closeEarly: false },
});

let started = performance.now();
const joined = await Promise.all(
  uids.map((uid, i) => callAs(uid, 'joinGame', { gameId, displayName: `Player ${i}`, extendedTimeRequested: false })),
);
console.log(
  `join: ${joined.filter(Boolean).length}/${PLAYERS} joined in ${(performance.now() - started).toFixed(0)} ms`,
);

// ---- listening phones ------------------------------------------------------------------------------
const firestoreAddress = emulatorAddress('firestore');
type Seen = { phase: string; step: number; scoredThrough: number };
const listeners = uids.slice(0, LISTENERS).map((uid) => {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo' }, `listener-${uid}`);
  const fs = getFirestore(app);
  connectFirestoreEmulator(fs, firestoreAddress.host, firestoreAddress.port, {
    mockUserToken: { sub: uid, user_id: uid, role: 'user' },
  });
  const seen: Seen = { phase: '', step: -1, scoredThrough: -2 };
  const waiters: { check: (s: Seen) => boolean; resolve: (t: number) => void }[] = [];
  const notify = () => {
    for (const waiter of [...waiters]) {
      if (waiter.check(seen)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(performance.now());
      }
    }
  };
  const stops = [
    onSnapshot(doc(fs, COLLECTIONS.games, gameId), (snap) => {
      const game = snap.data() as GameDoc;
      seen.phase = game.phase;
      seen.step = game.step;
      notify();
    }),
    onSnapshot(doc(fs, COLLECTIONS.games, gameId, COLLECTIONS.players, uid), (snap) => {
      seen.scoredThrough = (snap.get('scoredThrough') as number | undefined) ?? -2;
      notify();
    }),
  ];
  return {
    until: (check: (s: Seen) => boolean) =>
      new Promise<number>((resolve) => {
        if (check(seen)) resolve(performance.now());
        else waiters.push({ check, resolve });
      }),
    close: async () => {
      stops.forEach((stop) => stop());
      await deleteApp(app);
    },
  };
});

// ---- the game ----------------------------------------------------------------------------------------
const revealSamples: number[] = [];
const boardSamples: number[] = [];
const submitSamples: number[] = [];
let mismatches = 0;
let acceptedTotal = 0;
const scores = new Map(uids.map((uid) => [uid, { score: 0, streak: 0 }]));
const options = { speedPoints: true, streakBonus: true };

let step = 0;
for (let q = 0; q < QUESTIONS; q++) {
  const shown = await adminCall('advanceGame', { gameId, fromStep: step });
  step = shown.step;
  const game = (await gameRef(gameId).get()).data() as GameDoc<FirebaseFirestore.Timestamp>;
  const opensAt = game.answersOpenAt!.toMillis();
  await sleep(opensAt - Date.now() + 50);

  // Each player answers once at a random moment within ANSWER_SPREAD_MS of the answers appearing.
  started = performance.now();
  const outcomes = await Promise.all(
    uids.map(async (uid, i) => {
      await sleep(Math.random() * ANSWER_SPREAD_MS);
      const sent = performance.now();
      const ok = await callAs(uid, 'submitAnswer', { gameId, questionIndex: q, answerIndex: (i + q) % 4 });
      submitSamples.push(performance.now() - sent);
      return ok;
    }),
  );
  const burstMs = performance.now() - started;
  const accepted = outcomes.filter(Boolean).length;
  acceptedTotal += accepted;
  console.log(
    `question ${q + 1}: ${accepted} accepted, ${PLAYERS - accepted} refused in ${burstMs.toFixed(0)} ms ` +
      `(${((accepted / burstMs) * 1000).toFixed(0)} answers/s)`,
  );

  // Close → reveal, as seen by the listening players (scoring included).
  const closeAt = performance.now();
  const closing = adminCall('advanceGame', { gameId, fromStep: step });
  const seenReveal = await Promise.all(
    listeners.map((l) => l.until((s) => s.phase === 'reveal' && s.scoredThrough >= q)),
  );
  step = (await closing).step;
  seenReveal.forEach((t) => revealSamples.push(t - closeAt));

  // Exactness: the reveal counts every accepted answer; each score equals a recomputation.
  const [answers, players, revealed] = await Promise.all([
    gameRef(gameId).collection(COLLECTIONS.gameAnswers).where('questionIndex', '==', q).get(),
    gameRef(gameId).collection(COLLECTIONS.players).get(),
    gameRef(gameId).get(),
  ]);
  // Answered through submitAnswer, so each answer carries the callable's own measures.
  const byUid = new Map(answers.docs.map((d) => [d.get('uid') as string, d.data() as AnswerDoc & TimedAnswer]));
  const key = { questionIndex: q, correctAnswers: [q % 4] };
  let wrongScores = 0;
  for (const player of players.docs) {
    const before = scores.get(player.id)!;
    const expected = scoreQuestion(before, byUid.get(player.id) ?? null, key, options);
    scores.set(player.id, { score: expected.score, streak: expected.streak });
    const actual = player.data() as PlayerDoc;
    if (actual.score !== expected.score || actual.streak !== expected.streak) wrongScores++;
  }
  mismatches += wrongScores;
  const reveal = (revealed.data() as GameDoc).reveal!;
  console.log(
    `question ${q + 1}: answer records ${answers.size}, reveal counted ${reveal.answered}, ` +
      `distribution ${JSON.stringify(reveal.distribution)}; scores differing from a recomputation: ${wrongScores}`,
  );

  // "Show leaderboard" → every listening player sees it.
  const boardAt = performance.now();
  const toBoard = adminCall('advanceGame', { gameId, fromStep: step });
  const seenBoard = await Promise.all(listeners.map((l) => l.until((s) => s.phase === 'leaderboard')));
  step = (await toBoard).step;
  seenBoard.forEach((t) => boardSamples.push(t - boardAt));
}
await adminCall('advanceGame', { gameId, fromStep: step });

console.log(`players ${PLAYERS}, listening phones ${LISTENERS}, questions ${QUESTIONS}, reading time ${READING_MS} ms`);
console.log(formatSummary('submitAnswer latency', submitSamples));
console.log(formatSummary('close → reveal visible to players (scoring 500 included)', revealSamples));
console.log(formatSummary('show leaderboard → leaderboard visible to players', boardSamples));
console.log(`accepted answers ${acceptedTotal}; scores differing from a recomputation: ${mismatches}`);

await Promise.all(listeners.map((l) => l.close()));
await admin.close();
process.exit(0);
