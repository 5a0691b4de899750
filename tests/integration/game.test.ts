/**
 * Game callables on the Auth, Functions and Firestore emulators: authoring is for admins, every
 * admin step is idempotent, answers count only in the player's own window by server time, once,
 * for the current question; the key stays hidden until the reveal; scores and ranks are the
 * server's (domain scoring, exactly); a finished game refuses players.
 * Each test arranges its own game (`arrange`), so one failure does not fail the tests after it.
 */
import {
  COLLECTIONS,
  DELETED_USER_NAME,
  GAME_ERRORS,
  GAME_LOBBY_DOC,
  PLAYER_SHARDS,
  answerDocId,
  settingsForAudience,
  shardFor,
  speedPoints,
  UNVERIFIED_EMAIL_MESSAGE,
  type ResponseOf,
  type AnswerDoc,
  type CallableName,
  type GameDoc,
  type PlayerDoc,
  type QuestionSetInput,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { Timestamp as ClientTimestamp, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { refusalFrom } from '../support/emulators/callables.js';
import { eventually } from '../support/eventually.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { holdGameLock } from '../support/emulators/game-lock.js';
import { liveEventDoc } from '../support/fixtures/live-events.js';
import { FORBIDDEN_NAME_ATTACKS, LETTERLESS_TEXT_ATTACKS } from '../support/fixtures/text-attacks.js';

const { revealQuestion } = await import('../../functions/src/game/lib/revealQuestion.js');

const clientFor = clientPool();

// Each callable cold-starts its own emulator worker; on a loaded machine one start alone can take
// over a minute, so calls and tests get more than the SDK's 70 s and the suite's default 60 s.
const SLOW = { timeout: 180_000 };

function call<K extends CallableName>(client: TestClient, name: K, data: unknown) {
  return httpsCallable<unknown, ResponseOf<K>>(client.functions, name, { timeout: SLOW.timeout })(data).then(
    (r) => r.data,
  );
}
async function callError(
  client: TestClient,
  name: CallableName,
  data: unknown,
): Promise<ReturnType<typeof refusalFrom>> {
  try {
    await call(client, name, data);
  } catch (error) {
    return refusalFrom(error);
  }
  throw new Error(`${name} unexpectedly succeeded`);
}

const questionSet: QuestionSetInput = {
  title: `Civics quiz ${Date.now()}`,
  questions: [
    {
      text: 'How many chambers has the city council?',
      answers: [
        { text: 'One', correct: true },
        { text: 'Two', correct: false },
        { text: 'Three', correct: false },
      ],
      timeLimitSec: 10,
      imageUrl: '',
      explanation: 'The council has a single chamber.',
    },
    {
      text: 'Which of these are public holidays?',
      answers: [
        { text: 'Founding day', correct: true },
        { text: 'Budget day', correct: false },
        { text: 'Charter day', correct: true },
      ],
      timeLimitSec: 20,
      imageUrl: 'https://example.org/holiday.png',
      explanation: 'Both founding and charter day are holidays.',
    },
  ],
};
const OPTIONS = { speedPoints: true, streakBonus: true, closeEarly: false };

const gameRef = (gameId: string) => db.collection(COLLECTIONS.games).doc(gameId);
const gameDoc = async (gameId: string) => (await gameRef(gameId).get()).data() as GameDoc<Timestamp>;
const playerDoc = async (gameId: string, uid: string) =>
  (await gameRef(gameId).collection(COLLECTIONS.players).doc(uid).get()).data() as PlayerDoc;

/** Moves the current question's answer window so that answers opened `agoMs` ago (no sleeping). */
async function answersOpenedAgo(gameId: string, agoMs: number) {
  const game = await gameDoc(gameId);
  const opensAt = Date.now() - agoMs;
  const limitMs = game.question!.timeLimitSec * 1000;
  await gameRef(gameId).update({
    answersOpenAt: Timestamp.fromMillis(opensAt),
    closesAt: Timestamp.fromMillis(opensAt + limitMs),
    answeringEndsAt: Timestamp.fromMillis(opensAt + limitMs * game.longestTimeFactor),
  });
}

const GAME_CALLABLES = [
  'saveQuestionSet',
  'deleteQuestionSet',
  'createGame',
  'advanceGame',
  'setPlayerTimeFactor',
  'joinGame',
  'submitAnswer',
] as const satisfies CallableName[];

async function wakeUp(client: TestClient, name: CallableName): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await httpsCallable(client.functions, name, { timeout: 30_000 })({});
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'functions/deadline-exceeded' || attempt === 5) return;
    }
  }
}

let admin: TestClient;
let secondAdmin: TestClient;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let visitor: TestClient;
let setId: string;
let gameId: string;

async function advance(fromStep?: number, client = admin) {
  const step = fromStep ?? (await gameDoc(gameId)).step;
  return call(client, 'advanceGame', { gameId, fromStep: step });
}

/** How far `arrange` plays a fresh game, each stage after the one before it. */
const STAGES = [
  'lobby', // an admin opened it
  'joined', // Alice and Bob joined, Bob asking for extended time
  'granted', // an admin granted Bob ×2
  'question', // the first question is shown
  'answered', // Alice answered right at ~1 s, Bob right at ~12 s (his extended window); Carol joined late
  'revealed', // the first question revealed and scored
  'second revealed', // leaderboard, the second question: Alice right, Bob wrong; revealed
  'podium', // the last leaderboard, then the podium: the game is over
] as const;

/**
 * A new game brought to `stage` by the same calls the tests below make and check, in `gameId`.
 * Only one game runs at a time: `afterEach` finishes it.
 */
async function arrange(stage: (typeof STAGES)[number]): Promise<void> {
  const reaches = (next: (typeof STAGES)[number]) => STAGES.indexOf(stage) >= STAGES.indexOf(next);
  ({ gameId } = await call(admin, 'createGame', { setId, options: OPTIONS }));
  if (!reaches('joined')) return;
  await call(alice, 'joinGame', { gameId, displayName: 'Alice', extendedTimeRequested: false });
  await call(bob, 'joinGame', { gameId, displayName: 'Bob', extendedTimeRequested: true });
  if (!reaches('granted')) return;
  await call(admin, 'setPlayerTimeFactor', { gameId, uid: bob.uid, timeFactor: 2 });
  if (!reaches('question')) return;
  await advance(0);
  if (!reaches('answered')) return;
  await answersOpenedAgo(gameId, 1000);
  await call(alice, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 });
  await answersOpenedAgo(gameId, 12_000);
  await call(bob, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 });
  await call(carol, 'joinGame', { gameId, displayName: 'Carol', extendedTimeRequested: false });
  if (!reaches('revealed')) return;
  await advance();
  if (!reaches('second revealed')) return;
  await advance();
  await advance();
  await answersOpenedAgo(gameId, 500);
  await call(alice, 'submitAnswer', { gameId, questionIndex: 1, answerIndex: 2 });
  await call(bob, 'submitAnswer', { gameId, questionIndex: 1, answerIndex: 1 });
  await advance();
  if (!reaches('podium')) return;
  await advance();
  await advance();
}

holdGameLock();

beforeAll(async () => {
  const [admin1, admin2, user1, user2, user3] = await Promise.all([
    createTestAccount('admin'),
    createTestAccount('admin'),
    createTestAccount('user'),
    createTestAccount('user'),
    createTestAccount('user'),
  ]);
  [admin, secondAdmin, alice, bob, carol, visitor] = await Promise.all([
    clientFor(admin1),
    clientFor(admin2),
    clientFor(user1),
    clientFor(user2),
    clientFor(user3),
    clientFor(),
  ]);
  // Under load the emulator sometimes drops the very first request to a function while its
  // worker loads ("Failed to load function"), and the caller waits for its whole timeout. Wake
  // every game callable first with a payload it refuses at the door, retrying a dropped request.
  await Promise.all(GAME_CALLABLES.map((name) => wakeUp(admin, name)));
  ({ setId } = await call(admin, 'saveQuestionSet', { set: questionSet }));
}, 240_000);

// A test's game, finished whatever the test did, so the next test can open its own.
afterEach(async () => {
  if (!gameId) return;
  const game = await gameDoc(gameId);
  if (game.active) await call(admin, 'advanceGame', { gameId, fromStep: game.step, finish: true });
  gameId = '';
}, SLOW.timeout);

describe('question sets are for admins only', SLOW, () => {
  it('an admin saves a set; a player and a visitor cannot', async () => {
    const { setId: saved } = await call(admin, 'saveQuestionSet', { set: questionSet });
    expect(saved).toMatch(/^[A-Za-z0-9]+$/);
    expect((await callError(alice, 'saveQuestionSet', { set: questionSet })).code).toBe('permission-denied');
    expect((await callError(visitor, 'saveQuestionSet', { set: questionSet })).code).toBe('unauthenticated');
  });

  it('creates a set when the client sends setId as null (the SDK turns undefined into null), edits one by id', async () => {
    const { setId: created } = await call(admin, 'saveQuestionSet', { setId: null, set: questionSet });
    const renamed = { ...questionSet, title: `${questionSet.title} (edited)` };
    expect(await call(admin, 'saveQuestionSet', { setId: created, set: renamed })).toEqual({ setId: created });
    expect((await db.collection(COLLECTIONS.questionSets).doc(created).get()).get('title')).toBe(renamed.title);
    expect((await callError(admin, 'saveQuestionSet', { setId: 'missing-set', set: questionSet })).code).toBe(
      'not-found',
    );
    await call(admin, 'deleteQuestionSet', { setId: created });
    expect((await db.collection(COLLECTIONS.questionSets).doc(created).get()).exists).toBe(false);
  });

  it('refuses a question with no correct answer or a 61 s limit, with the field named', async () => {
    const bad = structuredClone(questionSet);
    bad.questions[0]!.answers.forEach((a) => (a.correct = false));
    const noKey = await callError(admin, 'saveQuestionSet', { set: bad });
    expect(noKey).toMatchObject({
      code: 'invalid-argument',
      message: 'set.questions.0.answers: Mark at least one answer correct',
    });
    const slow = structuredClone(questionSet);
    slow.questions[1]!.timeLimitSec = 61;
    expect((await callError(admin, 'saveQuestionSet', { set: slow })).code).toBe('invalid-argument');
  });
});

describe('running a game', SLOW, () => {
  it('an admin opens a lobby; a second game cannot start while it runs', async () => {
    ({ gameId } = await call(admin, 'createGame', { setId, options: OPTIONS }));
    const game = await gameDoc(gameId);
    expect(game).toMatchObject({ phase: 'lobby', step: 0, active: true, questionCount: 2, question: null });
    expect((await callError(secondAdmin, 'createGame', { setId, options: OPTIONS })).code).toBe('aborted');
  });

  it('players join with a display name; joining again keeps their place', async () => {
    await arrange('lobby');
    expect(await call(alice, 'joinGame', { gameId, displayName: 'Alice', extendedTimeRequested: false })).toMatchObject(
      { joined: 'new' },
    );
    expect(
      await call(alice, 'joinGame', { gameId, displayName: 'Alice A.', extendedTimeRequested: false }),
    ).toMatchObject({ joined: 'again' });
    await call(bob, 'joinGame', { gameId, displayName: 'Bob', extendedTimeRequested: true });
    const shards = await gameRef(gameId).collection(COLLECTIONS.playerShards).get();
    expect(shards.docs.reduce((sum, d) => sum + (d.get('count') as number), 0)).toBe(2);
    // What the lobby listens to: the count published by onPlayerJoined, the last join included
    // without anyone asking again, in at most one publication a join.
    const lobby = gameRef(gameId).collection(COLLECTIONS.stats).doc(GAME_LOBBY_DOC);
    const published = await eventually(async () => {
      const data = (await lobby.get()).data();
      return data?.players === 2 ? data : null;
    });
    expect(published.pulses).toBeLessThanOrEqual(2);
    expect(await playerDoc(gameId, alice.uid!)).toMatchObject({ displayName: 'Alice A.', score: 0, rank: null });
  });

  it('a game created in an event is sized for its audience: its own lobby shards, which joins spread over', async () => {
    const event = db.collection(COLLECTIONS.events).doc();
    // Signed-in only: written live without the live slot, it must not be /stream's live event.
    await event.set(liveEventDoc(`Game audience ${Date.now()}`, { expectedAudience: 50_000, visibility: 'signed-in' }));
    ({ gameId } = await call(admin, 'createGame', { setId, options: OPTIONS, eventId: event.id }));
    const chosen = settingsForAudience(50_000).game;
    expect(chosen.lobbyShards).toBeGreaterThan(PLAYER_SHARDS);
    expect((await gameDoc(gameId)).audience).toEqual(chosen);
    await Promise.all(
      [alice, bob, carol].map((c, i) =>
        call(c, 'joinGame', { gameId, displayName: `P${i}`, extendedTimeRequested: false }),
      ),
    );
    const shards = await gameRef(gameId).collection(COLLECTIONS.playerShards).get();
    // One document per shard: two of the three players may share one (their random uids hash alike).
    const expected = new Set([alice, bob, carol].map((c) => shardFor(c.uid!, chosen.lobbyShards)));
    expect(shards.docs.map((d) => Number(d.id)).sort((x, y) => x - y)).toEqual([...expected].sort((x, y) => x - y));
    await event.update({ status: 'ended' });
  });

  it('an account whose email is not verified cannot join under a name shown on the leaderboard', async () => {
    await arrange('joined');
    const unverified = await clientFor(await createTestAccount('user', { verified: false }));
    expect(
      await callError(unverified, 'joinGame', { gameId, displayName: 'Spam Co', extendedTimeRequested: false }),
    ).toEqual({ code: 'failed-precondition', message: UNVERIFIED_EMAIL_MESSAGE });
    expect((await playerDoc(gameId, unverified.uid!)) ?? null).toBeNull();
  });

  it('a player cannot advance the game, nor grant themselves extended time', async () => {
    await arrange('joined');
    expect((await callError(alice, 'advanceGame', { gameId, fromStep: 0 })).code).toBe('permission-denied');
    expect((await callError(bob, 'setPlayerTimeFactor', { gameId, uid: bob.uid, timeFactor: 2 })).code).toBe(
      'permission-denied',
    );
    expect((await gameDoc(gameId)).step).toBe(0);
  });

  it('an admin grants the extended time a player asked for', async () => {
    await arrange('joined');
    expect(await call(admin, 'setPlayerTimeFactor', { gameId, uid: bob.uid, timeFactor: 2 })).toEqual({
      uid: bob.uid,
      timeFactor: 2,
    });
    expect((await gameDoc(gameId)).longestTimeFactor).toBe(2);
  });

  it('two admins clicking "start" at once start the first question once', async () => {
    await arrange('granted');
    const outcomes = await Promise.all([advance(0), advance(0, secondAdmin), advance(0)]);
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(outcomes.every((o) => o.step === 1 && o.phase === 'question')).toBe(true);
    const game = await gameDoc(gameId);
    expect(game).toMatchObject({ step: 1, phase: 'question', questionIndex: 0 });
    expect(game.answersOpenAt!.toMillis() - game.questionShownAt!.toMillis()).toBe(5000);
  });

  it('the public question carries no key', async () => {
    await arrange('question');
    const game = await gameDoc(gameId);
    expect(game.question).toEqual({
      text: questionSet.questions[0]!.text,
      answers: ['One', 'Two', 'Three'],
      timeLimitSec: 10,
      imageUrl: '',
    });
    expect(JSON.stringify(game)).not.toContain('correct');
    expect(game.reveal).toBeNull();
  });

  it('a player cannot read the key before the reveal', async () => {
    await arrange('question');
    const key = doc(alice.db, COLLECTIONS.games, gameId, COLLECTIONS.gameQuestions, '0');
    await expect(getDoc(key)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses an answer during the reading time', async () => {
    await arrange('question');
    // Answers open in a minute (rather than READING_MS): a cold function start cannot outlast it.
    await answersOpenedAgo(gameId, -60_000);
    const early = await callError(alice, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 });
    expect(early).toEqual({ code: 'aborted', message: GAME_ERRORS.notOpenYet, reason: 'game-not-open-yet' });
  });

  it('refuses an answer for a future question and from someone who has not joined', async () => {
    await arrange('question');
    await answersOpenedAgo(gameId, 1000);
    expect(await callError(alice, 'submitAnswer', { gameId, questionIndex: 1, answerIndex: 0 })).toEqual({
      code: 'aborted',
      message: GAME_ERRORS.notCurrent,
      reason: 'game-not-current',
    });
    expect(await callError(carol, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 })).toEqual({
      code: 'permission-denied',
      message: GAME_ERRORS.notJoined,
      reason: 'game-not-joined',
    });
    expect((await callError(alice, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 3 })).code).toBe(
      'invalid-argument',
    );
  });

  it('locks an answer without saying right or wrong, and refuses a second one', async () => {
    await arrange('question');
    // Opened a second ago now, just before the answer: on a loaded machine the arranging calls
    // could eat Alice's 10 s.
    await answersOpenedAgo(gameId, 1000);
    const locked = await call(alice, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 });
    expect(Object.keys(locked).sort()).toEqual(['locked', 'questionIndex', 'serverNow']);
    expect(locked).toMatchObject({ locked: true, questionIndex: 0 });
    expect(await callError(alice, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 })).toEqual({
      code: 'aborted',
      message: GAME_ERRORS.alreadyAnswered,
      reason: 'game-already-answered',
    });
    expect(await callError(alice, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 1 })).toMatchObject({
      code: 'aborted',
    });
    const mine = await getDoc(
      doc(alice.db, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers, answerDocId(0, alice.uid!)),
    );
    expect(mine.get('answerIndex')).toBe(0);
    expect(mine.data()).not.toHaveProperty('correct');
  });

  it('a player cannot forge their own points or rank', async () => {
    await arrange('question');
    const own = doc(alice.db, COLLECTIONS.games, gameId, COLLECTIONS.players, alice.uid!);
    await expect(updateDoc(own, { score: 100_000, rank: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('accepts an answer after the standard window only within the player’s extended window', async () => {
    await arrange('question');
    await answersOpenedAgo(gameId, 12_000); // the 10 s limit has passed; Bob has ×2 = 20 s
    expect(await call(bob, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 })).toMatchObject({
      locked: true,
    });
  });

  it('refuses an answer after the window by server time', async () => {
    await arrange('question');
    await answersOpenedAgo(gameId, 12_000); // the 10 s limit has passed
    await call(carol, 'joinGame', { gameId, displayName: 'Carol', extendedTimeRequested: false });
    expect(await callError(carol, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 })).toEqual({
      code: 'aborted',
      message: GAME_ERRORS.windowClosed,
      reason: 'game-time-up',
    });
  });

  it('closes the window once (double click), then reveals the key, distribution and exact scores', async () => {
    await arrange('answered');
    const from = (await gameDoc(gameId)).step;
    const [first, second] = await Promise.all([advance(from), advance(from)]);
    expect([first, second].filter((o) => o.applied)).toHaveLength(1);
    const game = await gameDoc(gameId);
    expect(game.phase).toBe('reveal');
    expect(game.reveal).toEqual({
      questionIndex: 0,
      correctAnswers: [0],
      distribution: [2, 0, 0],
      answered: 2,
      explanation: 'The council has a single chamber.',
    });
    const answers = await gameRef(gameId).collection(COLLECTIONS.gameAnswers).get();
    const expected = new Map(
      answers.docs.map((d) => [d.get('uid') as string, speedPoints(d.get('elapsedMs'), d.get('windowMs'))]),
    );
    const [a, b, c] = await Promise.all([
      playerDoc(gameId, alice.uid!),
      playerDoc(gameId, bob.uid!),
      playerDoc(gameId, carol.uid!),
    ]);
    expect(a).toMatchObject({ score: expected.get(alice.uid!), streak: 1, lastResult: { correct: true, bonus: 0 } });
    expect(b).toMatchObject({ score: expected.get(bob.uid!), streak: 1 });
    expect(b.lastResult!.points).toBe(expected.get(bob.uid!));
    expect(c).toMatchObject({
      score: 0,
      streak: 0,
      rank: 3,
      lastResult: { correct: false, answerIndex: null, points: 0 },
    });
    // Ranked by points (~1 s of 10 s beats ~12 s of 20 s), taken from the answers' own times.
    const [leader, runnerUp] = [alice.uid!, bob.uid!].sort((x, y) => expected.get(y)! - expected.get(x)!);
    expect([a, b].map((p) => p.rank)).toEqual([alice.uid, bob.uid].map((uid) => (uid === leader ? 1 : 2)));
    expect(game.leaderboard.map((e) => e.uid)).toEqual([leader, runnerUp, carol.uid]);
  });

  it('refuses an answer to the revealed question', async () => {
    await arrange('revealed');
    expect(await callError(carol, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 })).toMatchObject({
      code: 'aborted',
    });
  });

  it('re-running the reveal after a crash scores nobody twice', async () => {
    await arrange('revealed');
    const before = await Promise.all([alice, bob, carol].map((p) => playerDoc(gameId, p.uid!)));
    const game = await gameDoc(gameId);
    await gameRef(gameId).update({ phase: 'scoring', step: game.step - 1 });
    const rerun = await revealQuestion(gameId, game.step - 1);
    expect(rerun).toEqual({ applied: true, step: game.step, phase: 'reveal' });
    const after = await Promise.all([alice, bob, carol].map((p) => playerDoc(gameId, p.uid!)));
    expect(after.map((p) => [p.score, p.streak, p.rank])).toEqual(before.map((p) => [p.score, p.streak, p.rank]));
  });

  it('leaderboard, then the next question; a past question is refused', async () => {
    await arrange('revealed');
    expect(await advance()).toMatchObject({ applied: true, phase: 'leaderboard' });
    expect(await advance()).toMatchObject({ applied: true, phase: 'question' });
    await answersOpenedAgo(gameId, 500);
    expect(await callError(alice, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 })).toEqual({
      code: 'aborted',
      message: GAME_ERRORS.notCurrent,
      reason: 'game-not-current',
    });
    await call(alice, 'submitAnswer', { gameId, questionIndex: 1, answerIndex: 2 }); // also correct
    await call(bob, 'submitAnswer', { gameId, questionIndex: 1, answerIndex: 1 }); // wrong
    expect(await advance()).toMatchObject({ applied: true, phase: 'reveal' });
    const [a, b] = await Promise.all([playerDoc(gameId, alice.uid!), playerDoc(gameId, bob.uid!)] as const);
    expect(a).toMatchObject({ streak: 2, lastResult: { correct: true, bonus: 100 } });
    expect(b).toMatchObject({ streak: 0, lastResult: { correct: false, points: 0 } });
    expect((await gameDoc(gameId)).reveal!.correctAnswers).toEqual([0, 2]);
  });

  it('a deleted player is never named again: "Deleted user" on the published leaderboard at once, and at the next reveal', async () => {
    const doomed = await clientFor(await createTestAccount('user'));
    await arrange('question');
    await call(doomed, 'joinGame', { gameId, displayName: 'Dora Gone', extendedTimeRequested: false });
    await answersOpenedAgo(gameId, 1000);
    await call(doomed, 'submitAnswer', { gameId, questionIndex: 0, answerIndex: 0 });
    await advance(); // the reveal publishes the top 10
    const names = async () => (await gameDoc(gameId)).leaderboard.map((entry) => entry.displayName);
    expect(await names()).toContain('Dora Gone');
    await call(admin, 'deleteUser', { uid: doomed.uid });
    expect(await names()).not.toContain('Dora Gone');
    expect(await names()).toContain(DELETED_USER_NAME);
    await advance(); // leaderboard
    await advance(); // the second question
    await answersOpenedAgo(gameId, 500);
    await advance(); // its reveal ranks everyone again
    expect((await gameDoc(gameId)).phase).toBe('reveal');
    expect(await names()).not.toContain('Dora Gone');
    expect(await names()).toContain(DELETED_USER_NAME);
  });

  it('after the last leaderboard the podium ends the game; a finished game refuses players', async () => {
    await arrange('second revealed');
    expect(await advance()).toMatchObject({ phase: 'leaderboard' });
    expect(await advance()).toMatchObject({ applied: true, phase: 'podium' });
    expect(await advance()).toMatchObject({ applied: false, phase: 'podium' });
    expect((await gameDoc(gameId)).active).toBe(false);
    const late = await createTestAccount('user');
    const latecomer = await clientFor(late);
    expect(
      await callError(latecomer, 'joinGame', { gameId, displayName: 'Late', extendedTimeRequested: false }),
    ).toEqual({
      code: 'permission-denied',
      message: GAME_ERRORS.finished,
      reason: 'game-finished',
    });
    expect(await callError(alice, 'submitAnswer', { gameId, questionIndex: 1, answerIndex: 0 })).toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('after the podium', SLOW, () => {
  it('a player’s late clock sync (a rejoin) is answered and changes nothing (a newcomer is refused: above)', async () => {
    await arrange('podium');
    const before = await playerDoc(gameId, alice.uid!);
    const answer = await call(alice, 'joinGame', { gameId, displayName: 'Renamed', extendedTimeRequested: true });
    expect(answer).toMatchObject({ joined: 'again' });
    expect(typeof answer.serverNow).toBe('number');
    expect(await playerDoc(gameId, alice.uid!)).toEqual(before);
    expect((await gameDoc(gameId)).phase).toBe('podium');
  });
});

describe('a tap is scored by when Firestore received it, not when a function got to it', SLOW, () => {
  // The app answers by writing the player's own answer document (firestore.rules stamps it with
  // request.time and checks the window); no function is on the tap's path, so a cold start can
  // only delay the close and the reveal, which score from the stamped time (docs/game.md).
  const answerOf = (client: TestClient, index: number) =>
    doc(client.db, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers, answerDocId(index, client.uid!));
  const write = (client: TestClient, answerIndex: number, answeredAt: unknown = serverTimestamp()) =>
    setDoc(answerOf(client, 0), { uid: client.uid!, questionIndex: 0, answerIndex, answeredAt } satisfies AnswerDoc);

  it('a written answer counts once, in the window, with the receipt time; the reveal scores exactly that', async () => {
    ({ gameId } = await call(admin, 'createGame', { setId, options: OPTIONS }));
    await call(alice, 'joinGame', { gameId, displayName: 'Alice', extendedTimeRequested: false });
    await call(bob, 'joinGame', { gameId, displayName: 'Bob', extendedTimeRequested: false });
    expect(await advance()).toMatchObject({ applied: true, phase: 'question' });
    await answersOpenedAgo(gameId, 300);

    await write(alice, 0);
    await expect(write(alice, 1)).rejects.toMatchObject({ code: 'permission-denied' }); // once
    // A time of the client's choosing (here: the very moment the answers appeared) is refused.
    const opensAt = (await gameDoc(gameId)).answersOpenAt!;
    await expect(write(bob, 0, ClientTimestamp.fromMillis(opensAt.toMillis()))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const stored = (
      await gameRef(gameId).collection(COLLECTIONS.gameAnswers).doc(answerDocId(0, alice.uid!)).get()
    ).data()!;
    expect(Object.keys(stored).sort()).toEqual(['answerIndex', 'answeredAt', 'questionIndex', 'uid']);
    const receivedMs = (stored.answeredAt as Timestamp).toMillis() - opensAt.toMillis();
    expect(receivedMs).toBeGreaterThanOrEqual(0);

    // However long the close and the reveal take (a cold advanceGame included), the points are
    // those of the receipt time.
    expect(await advance()).toMatchObject({ applied: true, phase: 'reveal' });
    const [a, b] = await Promise.all([playerDoc(gameId, alice.uid!), playerDoc(gameId, bob.uid!)]);
    expect(a.lastResult).toEqual({
      questionIndex: 0,
      answerIndex: 0,
      correct: true,
      points: speedPoints(receivedMs, 10_000),
      bonus: 0,
    });
    expect(b.lastResult).toMatchObject({ answerIndex: null, points: 0 });
    expect((await gameDoc(gameId)).reveal).toMatchObject({ distribution: [1, 0, 0], answered: 1 });
    await call(admin, 'advanceGame', { gameId, fromStep: (await gameDoc(gameId)).step, finish: true });
  });
});

describe('hostile payloads', SLOW, () => {
  it('refuses ids with a slash, unknown games and prototype keys', async () => {
    await arrange('lobby');
    expect(
      (await callError(alice, 'joinGame', { gameId: 'a/b', displayName: 'X', extendedTimeRequested: false })).code,
    ).toBe('invalid-argument');
    expect(
      (await callError(alice, 'joinGame', { gameId: 'nope', displayName: 'X', extendedTimeRequested: false })).code,
    ).toBe('not-found');
    const polluted = JSON.parse('{"gameId":"nope","questionIndex":0,"answerIndex":0,"__proto__":{"phase":"question"}}');
    expect((await callError(alice, 'submitAnswer', polluted)).code).toBe('not-found');
    expect(
      (await callError(alice, 'joinGame', { gameId, displayName: 'x'.repeat(41), extendedTimeRequested: false })).code,
    ).toBe('invalid-argument');
  });

  // Issue 25: a player joined as "\u202Enimda\u200B\u0007" and the public leaderboard showed "admin".
  it.each(FORBIDDEN_NAME_ATTACKS)(
    'refuses a player name with %s as invalid-argument, before looking for the game',
    async (_what, displayName) => {
      const request = { gameId: 'no-such-game', displayName, extendedTimeRequested: false };
      const refusal = await callError(carol, 'joinGame', request);
      expect(refusal).toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/cannot contain control or text-direction characters/),
      });
    },
  );

  // Issue 30: a name that reads as no one.
  it.each(LETTERLESS_TEXT_ATTACKS)('refuses a player name of %s as invalid-argument', async (_what, displayName) => {
    const request = { gameId: 'no-such-game', displayName, extendedTimeRequested: false };
    expect(await callError(carol, 'joinGame', request)).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/must contain a letter or a digit|cannot contain/),
    });
  });
});
