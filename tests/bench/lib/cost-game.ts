/**
 * The cost benchmark's trivia game: an admin runs a five-question game through the callables while
 * a share of the room plays on its phones (web/src/features/game: `/game/` then `/game/play`).
 * Each player's listeners are counted as the game's: the current game (a one-document query), the
 * player's own record, the lobby's join counter while in the lobby, and the player's own answer
 * for each question. The game keeps its real clock (5 s of reading, 5 s to answer): it is not
 * compressed with the rest of the script.
 */
import {
  COLLECTIONS,
  GAME_LOBBY_DOC,
  answerDocId,
  type AdvanceGameResponse,
  type CreateGameResponse,
  type GamePhase,
  type QuestionSetInput,
} from '@civic/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { httpsCallable } from 'firebase/functions';
import { db as adminDb } from '../../support/emulators/admin.js';
import type { TestClient } from '../../support/emulators/client.js';
import type { CostCounter } from './cost-counter.js';

export const GAME_QUESTIONS = 5;
const ANSWER_LIMIT_SEC = 5;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

const questionSet: QuestionSetInput = {
  title: 'Cost bench trivia',
  questions: Array.from({ length: GAME_QUESTIONS }, (_, i) => ({
    text: `Town hall trivia ${i + 1}`,
    answers: ['A', 'B', 'C', 'D'].map((text, a) => ({ text, correct: a === i % 4 })),
    timeLimitSec: ANSWER_LIMIT_SEC,
    imageUrl: '',
    explanation: '',
  })),
};

/** What the game's players did, for the model's GameActivity. */
export interface GameTally {
  players: number;
  answers: number;
  /** Answers the rules refused (late). */
  refused: number;
  /** Publications of the lobby's count (onPlayerJoined). */
  lobbyPulses: number;
}

class GamePlayer {
  private listeners: Unsubscribe[] = [];
  private lobbyCount: Unsubscribe | null = null;
  private myAnswer: Unsubscribe | null = null;
  private answeredIndex = -1;
  private questionIndex = -1;

  constructor(
    private readonly client: TestClient,
    private readonly gameId: string,
    private readonly counter: CostCounter,
    private readonly tally: GameTally,
  ) {}

  /** `/game/`: the current game, the player's record (missing) and the count; join; `/game/play`'s clock sync. */
  async join(name: string): Promise<void> {
    const { db } = this.client;
    const c = this.counter;
    this.listeners.push(
      c.listenQuery('game', query(collection(db, COLLECTIONS.games), orderBy('createdAt', 'desc'), limit(1)), (s) => {
        const game = s.docs[0];
        if (game) this.onGame(game.get('phase') as GamePhase, game.get('questionIndex') as number);
      }),
      c.listenDoc('game', doc(db, COLLECTIONS.games, this.gameId, COLLECTIONS.players, this.client.uid!)),
    );
    // usePlayerCount: the count onPlayerJoined publishes at most once a second.
    this.lobbyCount = c.listenDoc('game', doc(db, COLLECTIONS.games, this.gameId, COLLECTIONS.stats, GAME_LOBBY_DOC));
    const joinGame = httpsCallable(this.client.functions, 'joinGame', { timeout: 120_000 });
    const request = { gameId: this.gameId, displayName: name, extendedTimeRequested: false };
    await joinGame(request);
    this.tally.players++;
    // The play screen, mounted once joined, rejoins to sync its countdown clock (game-play.tsx).
    await joinGame(request);
  }

  private onGame(phase: GamePhase, questionIndex: number): void {
    if (phase !== 'lobby') {
      this.lobbyCount?.();
      this.lobbyCount = null;
    }
    if (phase !== 'question') {
      this.myAnswer?.();
      this.myAnswer = null;
      return;
    }
    if (this.questionIndex === questionIndex) return;
    this.questionIndex = questionIndex;
    // QuestionStage's useMyAnswer: a query on the player's own answer to this question.
    this.myAnswer = this.counter.listenQuery(
      'game',
      query(
        collection(this.client.db, COLLECTIONS.games, this.gameId, COLLECTIONS.gameAnswers),
        where('uid', '==', this.client.uid!),
        where('questionIndex', '==', questionIndex),
        limit(1),
      ),
    );
  }

  /** Answers the question on screen at a random moment of its window. */
  async answer(questionIndex: number, opensAt: number, closesAt: number): Promise<void> {
    if (this.answeredIndex >= questionIndex) return;
    this.answeredIndex = questionIndex;
    await sleep(opensAt - Date.now() + 200 + Math.random() * Math.max(0, closesAt - opensAt - 1500));
    const uid = this.client.uid!;
    // An answer the rules refuse (it arrived after the window, on a loaded emulator) is not billed.
    await setDoc(
      doc(this.client.db, COLLECTIONS.games, this.gameId, COLLECTIONS.gameAnswers, answerDocId(questionIndex, uid)),
      {
        uid,
        questionIndex,
        answerIndex: Math.floor(Math.random() * 4),
        answeredAt: serverTimestamp(),
      },
    )
      .then(() => {
        this.counter.wrote('game');
        this.tally.answers++;
      })
      .catch(() => this.tally.refused++);
  }

  stop(): void {
    for (const stop of [...this.listeners, this.lobbyCount, this.myAnswer]) stop?.();
  }
}

/**
 * A whole game: created, joined by `players`, five questions each shown, answered by every
 * player, closed and revealed, the leaderboard, then the podium. Resolves with what happened.
 */
export async function playGame(admin: TestClient, players: TestClient[], counter: CostCounter): Promise<GameTally> {
  // One active game at a time: a crashed run's game is finished first.
  for (const running of (await adminDb.collection(COLLECTIONS.games).where('active', '==', true).get()).docs) {
    await running.ref.update({ active: false, phase: 'podium' });
  }
  const call = <R>(name: string, data: unknown) =>
    httpsCallable<unknown, R>(admin.functions, name, { timeout: 120_000 })(data).then((r) => r.data);
  const { setId } = await call<{ setId: string }>('saveQuestionSet', { set: questionSet });
  const { gameId } = await call<CreateGameResponse>('createGame', {
    setId,
    options: { speedPoints: true, streakBonus: true, closeEarly: false },
  });
  const tally: GameTally = { players: 0, answers: 0, refused: 0, lobbyPulses: 0 };
  const playing = players.map((client) => new GamePlayer(client, gameId, counter, tally));
  await Promise.all(playing.map((player, i) => player.join(`Player ${i}`)));
  await sleep(2_000);
  let step = (await call<AdvanceGameResponse>('advanceGame', { gameId, fromStep: 0 })).step;
  for (let q = 0; q < GAME_QUESTIONS; q++) {
    if (q > 0) step = (await call<AdvanceGameResponse>('advanceGame', { gameId, fromStep: step })).step;
    // The window as the server set it (a slow call must not shift it on the bench's side).
    const shown = (await adminDb.collection(COLLECTIONS.games).doc(gameId).get()).data()!;
    const opensAt = (shown.answersOpenAt as Timestamp).toMillis();
    const closesAt = (shown.closesAt as Timestamp).toMillis();
    await Promise.all(playing.map((player) => player.answer(q, opensAt, closesAt)));
    await sleep(closesAt + 300 - Date.now());
    // Close: scoring, then the reveal (scores written); then the leaderboard.
    step = (await call<AdvanceGameResponse>('advanceGame', { gameId, fromStep: step })).step;
    await sleep(1_500);
    step = (await call<AdvanceGameResponse>('advanceGame', { gameId, fromStep: step })).step;
    await sleep(1_500);
  }
  await call<AdvanceGameResponse>('advanceGame', { gameId, fromStep: step });
  await sleep(2_000);
  for (const player of playing) player.stop();
  const lobby = await adminDb
    .collection(COLLECTIONS.games)
    .doc(gameId)
    .collection(COLLECTIONS.stats)
    .doc(GAME_LOBBY_DOC)
    .get();
  tally.lobbyPulses = (lobby.get('pulses') as number | undefined) ?? 0;
  return tally;
}
