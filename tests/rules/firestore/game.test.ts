/**
 * firestore.rules, games section, on the official Firestore emulator: players read the public
 * game state, their own record and their own answers; the key is never readable by a player; no
 * client writes anything that decides a score (the game callables do: tests/integration/game.test.ts)
 * except a player's own answer, stamped with Firestore's receipt time and accepted only inside
 * their window, once.
 */
import {
  COLLECTIONS,
  GAME_LOBBY_DOC,
  GAME_LOBBY_LEASE_DOC,
  answerDocId,
  type AnswerDoc,
  type GameDoc,
  type GameQuestionDoc,
  type PlayerDoc,
} from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-game');

const { visitor, alice, bob, admin, as } = rulesCallers(env);

const fs = (ctx: RulesTestContext) => ctx.firestore();
const gameRef = (ctx: RulesTestContext) => doc(fs(ctx), COLLECTIONS.games, 'g1');
const setRef = (ctx: RulesTestContext) => doc(fs(ctx), COLLECTIONS.questionSets, 's1');
const keyRef = (ctx: RulesTestContext, index = 0) =>
  doc(fs(ctx), COLLECTIONS.games, 'g1', COLLECTIONS.gameQuestions, String(index));
const answerRef = (ctx: RulesTestContext, uid: string, index = 0) =>
  doc(fs(ctx), COLLECTIONS.games, 'g1', COLLECTIONS.gameAnswers, answerDocId(index, uid));
const playerRef = (ctx: RulesTestContext, uid: string) =>
  doc(fs(ctx), COLLECTIONS.games, 'g1', COLLECTIONS.players, uid);
const shardRef = (ctx: RulesTestContext) => doc(fs(ctx), COLLECTIONS.games, 'g1', COLLECTIONS.playerShards, '0');
const lobbyRef = (ctx: RulesTestContext, id: string = GAME_LOBBY_DOC) =>
  doc(fs(ctx), COLLECTIONS.games, 'g1', COLLECTIONS.stats, id);

const now = Timestamp.now();
const player = (name: string): PlayerDoc => ({
  displayName: name,
  joinedAt: now,
  timeFactor: 1,
  extendedTimeRequested: false,
  score: 0,
  streak: 0,
  rank: null,
  scoredThrough: -1,
  lastResult: null,
});

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { alice: 'user', bob: 'user', root: 'admin' });
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(setRef(ctx), { title: 'Civics', questions: [] });
    await setDoc(gameRef(ctx), {
      title: 'Civics',
      phase: 'question',
      step: 1,
      active: true,
      questionIndex: 0,
      question: { text: 'Q?', answers: ['A', 'B'], timeLimitSec: 10, imageUrl: '' },
      answersOpenAt: Timestamp.fromMillis(Date.now() - 1000),
      reveal: null,
      leaderboard: [],
    } satisfies Partial<GameDoc>);
    await setDoc(keyRef(ctx), {
      text: 'Q?',
      answers: ['A', 'B'],
      correctAnswers: [1],
      explanation: '',
    } satisfies Partial<GameQuestionDoc>);
    await setDoc(playerRef(ctx, 'alice'), player('Alice'));
    await setDoc(playerRef(ctx, 'bob'), player('Bob'));
    await setDoc(answerRef(ctx, 'bob'), {
      uid: 'bob',
      questionIndex: 0,
      answerIndex: 1,
      answeredAt: now,
      elapsedMs: 900,
      windowMs: 10_000,
    } satisfies AnswerDoc);
    await setDoc(shardRef(ctx), { count: 2 });
    await setDoc(lobbyRef(ctx), { players: 2, at: now, through: now, pulses: 1 });
    await setDoc(lobbyRef(ctx, GAME_LOBBY_LEASE_DOC), { at: now });
  });
});

describe('the key stays with the server until the reveal', () => {
  it('a player cannot read the frozen question with its correct answers', async () => {
    await assertFails(getDoc(keyRef(alice())));
    await assertFails(getDocs(collection(fs(alice()), COLLECTIONS.games, 'g1', COLLECTIONS.gameQuestions)));
  });
  it('a player cannot read a question set', async () => {
    await assertFails(getDoc(setRef(alice())));
    await assertFails(getDocs(collection(fs(alice()), COLLECTIONS.questionSets)));
  });
  it('an admin reads sets and keys (to run the game)', async () => {
    await assertSucceeds(getDoc(setRef(admin())));
    await assertSucceeds(getDoc(keyRef(admin())));
  });
});

describe('reading the game', () => {
  it('any signed-in account reads the public game state; a visitor cannot', async () => {
    await assertSucceeds(getDoc(gameRef(alice())));
    await assertSucceeds(getDoc(gameRef(admin())));
    await assertFails(getDoc(gameRef(visitor())));
  });
  it('signed-in accounts read the lobby count; a visitor cannot', async () => {
    await assertSucceeds(getDoc(shardRef(alice())));
    await assertFails(getDoc(shardRef(visitor())));
    await assertSucceeds(getDoc(lobbyRef(alice())));
    await assertSucceeds(getDoc(lobbyRef(admin())));
    await assertFails(getDoc(lobbyRef(visitor())));
  });
  it('nobody reads the lobby count’s lease: it is the functions’ alone', async () => {
    await assertFails(getDoc(lobbyRef(alice(), GAME_LOBBY_LEASE_DOC)));
    await assertFails(getDoc(lobbyRef(admin(), GAME_LOBBY_LEASE_DOC)));
  });
  it('a player reads their own record but not another player’s', async () => {
    await assertSucceeds(getDoc(playerRef(alice(), 'alice')));
    await assertFails(getDoc(playerRef(alice(), 'bob')));
    await assertFails(getDocs(collection(fs(alice()), COLLECTIONS.games, 'g1', COLLECTIONS.players)));
    await assertSucceeds(getDocs(collection(fs(admin()), COLLECTIONS.games, 'g1', COLLECTIONS.players)));
  });
  it('a player lists their own answers (before answering too: an empty result), never everyone’s', async () => {
    const answers = (ctx: RulesTestContext) => collection(fs(ctx), COLLECTIONS.games, 'g1', COLLECTIONS.gameAnswers);
    await assertSucceeds(
      getDocs(query(answers(alice()), where('uid', '==', 'alice'), where('questionIndex', '==', 0))),
    );
    await assertSucceeds(getDocs(query(answers(bob()), where('uid', '==', 'bob'))));
    await assertFails(getDocs(query(answers(alice()), where('uid', '==', 'bob'))));
    await assertFails(getDocs(query(answers(alice()), where('questionIndex', '==', 0))));
  });
  it('a player reads back their own answer, not another player’s', async () => {
    await assertSucceeds(getDoc(answerRef(bob(), 'bob')));
    await assertFails(getDoc(answerRef(alice(), 'bob')));
    await assertFails(getDoc(answerRef(visitor(), 'bob')));
    await assertSucceeds(getDoc(answerRef(admin(), 'bob')));
  });
});

describe('no client writes anything that decides a score', () => {
  const writers = [
    ['a visitor', visitor],
    ['a player', alice],
    ['an admin (callables only)', admin],
  ] as const;
  for (const [who, ctx] of writers) {
    it(`${who} cannot forge points, rank or streak`, async () => {
      await assertFails(updateDoc(playerRef(ctx(), 'alice'), { score: 99_999, rank: 1, streak: 9 }));
      await assertFails(setDoc(playerRef(ctx(), 'carol'), { ...player('Carol'), score: 5000 }));
      await assertFails(deleteDoc(playerRef(ctx(), 'bob')));
    });
    it(`${who} cannot write a measured answer (elapsed time, window) or change one`, async () => {
      await assertFails(
        setDoc(answerRef(ctx(), 'alice'), {
          uid: 'alice',
          questionIndex: 0,
          answerIndex: 1,
          answeredAt: now,
          elapsedMs: 0,
          windowMs: 10_000,
        }),
      );
      await assertFails(updateDoc(answerRef(ctx(), 'bob'), { elapsedMs: 0 }));
      await assertFails(deleteDoc(answerRef(ctx(), 'bob')));
    });
    it(`${who} cannot move the game, publish a leaderboard or edit the key`, async () => {
      await assertFails(updateDoc(gameRef(ctx()), { phase: 'reveal', step: 2 }));
      await assertFails(
        updateDoc(gameRef(ctx()), { leaderboard: [{ uid: 'alice', displayName: 'Alice', score: 1, rank: 1 }] }),
      );
      await assertFails(setDoc(doc(fs(ctx()), COLLECTIONS.games, 'g2'), { phase: 'lobby' }));
      await assertFails(updateDoc(keyRef(ctx()), { correctAnswers: [0] }));
      await assertFails(setDoc(setRef(ctx()), { title: 'Mine', questions: [] }));
      await assertFails(updateDoc(shardRef(ctx()), { count: increment(100) }));
      await assertFails(updateDoc(lobbyRef(ctx()), { players: increment(100) }));
      await assertFails(setDoc(lobbyRef(ctx(), GAME_LOBBY_LEASE_DOC), { at: serverTimestamp() }));
      await assertFails(deleteDoc(lobbyRef(ctx())));
    });
  }
});

describe('a player answers by creating their own answer, checked at receipt', () => {
  const answer = (uid: string, fields: Record<string, unknown> = {}) => ({
    ...({ uid, questionIndex: 0, answerIndex: 1, answeredAt: serverTimestamp() } satisfies AnswerDoc),
    ...fields,
  });
  /** Moves the game's answers to have opened `agoMs` ago (negative: not yet), in a given phase. */
  const opened = (agoMs: number, phase = 'question') =>
    env().withSecurityRulesDisabled((ctx) =>
      updateDoc(gameRef(ctx), { phase, answersOpenAt: Timestamp.fromMillis(Date.now() - agoMs) }),
    );

  it('a player locks an answer stamped with the receipt time, inside the window', async () => {
    await assertSucceeds(setDoc(answerRef(alice(), 'alice'), answer('alice')));
  });

  it('only once: a second answer, a change or a removal is refused', async () => {
    await assertSucceeds(setDoc(answerRef(alice(), 'alice'), answer('alice')));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { answerIndex: 0 })));
    await assertFails(updateDoc(answerRef(alice(), 'alice'), { answerIndex: 0 }));
    await assertFails(deleteDoc(answerRef(alice(), 'alice')));
  });

  it('refuses a time the client chose, a measured time or any extra field', async () => {
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { answeredAt: Timestamp.now() })));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { elapsedMs: 0 })));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { correct: true })));
  });

  it('refuses an answer for someone else, under another id, or from a visitor or a non-player', async () => {
    await assertFails(setDoc(answerRef(alice(), 'carol'), answer('carol')));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('bob')));
    await assertFails(setDoc(answerRef(alice(), 'alice', 1), answer('alice')));
    await assertFails(setDoc(answerRef(visitor(), 'alice'), answer('alice')));
    // The admin has not joined this game.
    await assertFails(setDoc(answerRef(admin(), 'root'), answer('root')));
  });

  it('refuses a joined player whose account is disabled, demoted, deleted or has no role, though the token is valid', async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      for (const uid of ['off', 'demoted', 'gone', 'anon']) await setDoc(playerRef(ctx, uid), player(uid));
    });
    await seedCallerAccounts(env(), { off: { role: 'user', status: 'disabled' }, demoted: 'user' });
    const tries: [RulesTestContext, string][] = [
      [as('off', 'user'), 'off'],
      // The token still says admin; the record was demoted to user.
      [as('demoted', 'admin'), 'demoted'],
      // No account record any more (deleted).
      [as('gone', 'user'), 'gone'],
      // A token without a role (anonymous or never provisioned).
      [as('anon', null), 'anon'],
    ];
    for (const [ctx, uid] of tries) {
      await assertFails(setDoc(answerRef(ctx, uid), answer(uid)));
      // A replay of the same refused write is refused too.
      await assertFails(setDoc(answerRef(ctx, uid), answer(uid)));
    }
  });

  it('refuses another question, an answer the question does not have, or a non-integer choice', async () => {
    await assertFails(setDoc(answerRef(alice(), 'alice', 1), answer('alice', { questionIndex: 1 })));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { answerIndex: 2 })));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { answerIndex: -1 })));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { answerIndex: '1' })));
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice', { questionIndex: '0' })));
  });

  it('refuses an answer before the answers appear, after the window, or once the question closed', async () => {
    await opened(-60_000);
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice')));
    await opened(11_000); // 10 s limit, ×1
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice')));
    await opened(1000, 'scoring');
    await assertFails(setDoc(answerRef(alice(), 'alice'), answer('alice')));
  });

  it('a player granted extended time answers inside their own longer window', async () => {
    await env().withSecurityRulesDisabled((ctx) => updateDoc(playerRef(ctx, 'alice'), { timeFactor: 2 }));
    await opened(15_000); // past 10 s, inside 20 s
    await assertSucceeds(setDoc(answerRef(alice(), 'alice'), answer('alice')));
  });
});
