import type { QuestionSetInput } from './game-schemas.js';
import type { GameAudienceSettings } from './audience-settings.js';

/**
 * The live trivia game (design and trade-offs: docs/game.md).
 *
 * - `questionSets/{setId}`: an admin's question set, correct answers included (admins only).
 * - `games/{gameId}`: the public state every player listens to — phase, the current question
 *   *without* its key, the reveal once the server has scored, and the top-10 leaderboard.
 * - `games/{gameId}/questions/{index}`: the game's frozen copy of each question with its key
 *   (admins only): the key is kept apart from what players read until the server reveals it.
 * - `games/{gameId}/answers/{index}_{uid}`: one answer per player per question, written by the
 *   submitAnswer callable only (the id makes "once" a create precondition).
 * - `games/{gameId}/players/{uid}`: a player's score, streak, rank and last result, written by the
 *   server at each reveal; readable by that player (own rank) and admins.
 * - `games/{gameId}/playerShards/{n}`: sharded join counter for the lobby's live player count.
 */

export const GAME_LIMITS = {
  titleMax: 100,
  questionMax: 200,
  answerMax: 80,
  explanationMax: 300,
  answersMin: 2,
  answersMax: 4,
  questionsMin: 1,
  questionsMax: 50,
  timeLimitMinSec: 5,
  timeLimitMaxSec: 60,
  urlMax: 2048,
  displayNameMax: 40,
} as const;

/** Question shown alone before its answers appear (the "~5 s" of reading time). */
export const READING_MS = 5_000;
/** The leaderboard document holds this many entries: one small document, whatever the crowd. */
export const LEADERBOARD_SIZE = 10;
/** Join counter shards: a lobby of hundreds joining in seconds stays under per-document write limits. */
export const PLAYER_SHARDS = 10;
/**
 * What the lobby listens to instead of the join counter's shards: `games/{id}/stats/lobby`, the
 * shards' sum, published by a trigger at most once every LOBBY_PULSE_MS as players join
 * (functions/src/game/onPlayerJoined.ts, the reaction pulse's design). Listening to the 10 shards,
 * every player in the lobby received every later join: G²/2 reads for G players (docs/scale.md).
 */
export const LOBBY_PULSE_MS = 1000;
export const GAME_LOBBY_DOC = 'lobby';
/** `stats/lobbyLease`: `{ at }`, when a trigger last claimed the right to publish the count. */
export const GAME_LOBBY_LEASE_DOC = 'lobbyLease';
export interface GameLobbyDoc<TTime = unknown> {
  /** Players who joined, every join committed by `through` included. */
  players: number;
  at: TTime;
  through: TTime;
  /** How many times the count was published (the cost benchmark reads it). */
  pulses: number;
}

/** Extended answering time an admin can grant a player (accessibility); 1 = standard. */
export const TIME_FACTORS = [1, 1.5, 2] as const;
export type TimeFactor = (typeof TIME_FACTORS)[number];

export const SCORING = {
  /** A correct answer at t = 0 earns this; at the end of the window half of it. */
  maxPoints: 1000,
  streakStep: 100,
  streakCap: 500,
} as const;

/**
 * Phases in order. `question` covers reading time and the answering window (both follow from
 * server timestamps, so no step is needed between them); `scoring` is the server at work between
 * closing the window and the reveal.
 */
export const GAME_PHASES = ['lobby', 'question', 'scoring', 'reveal', 'leaderboard', 'podium'] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

export interface GameOptions {
  /** Off: every correct answer earns the full SCORING.maxPoints. */
  speedPoints: boolean;
  streakBonus: boolean;
  /** The admin's screen reveals as soon as every player has answered. */
  closeEarly: boolean;
}

export interface GameAnswerInput {
  text: string;
  correct: boolean;
}

/** The question as players see it while answering: no key. */
export interface PublicQuestion {
  text: string;
  answers: string[];
  timeLimitSec: number;
  imageUrl: string;
}

export interface LeaderboardEntry {
  uid: string;
  displayName: string;
  score: number;
  rank: number;
}

export interface GameReveal {
  questionIndex: number;
  correctAnswers: number[];
  /** Answers per option, index-aligned with the question's answers. */
  distribution: number[];
  answered: number;
  explanation: string;
}

/** `games/{gameId}`. Times are Firestore Timestamps (TTime) in the SDKs. */
export interface GameDoc<TTime = unknown> {
  title: string;
  setId: string;
  eventId: string | null;
  options: GameOptions;
  phase: GamePhase;
  /** Counts transitions; every admin step names the step it expects to leave (idempotency). */
  step: number;
  /** Not finished: the one game `/game/` shows. */
  active: boolean;
  questionCount: number;
  /** -1 in the lobby. */
  questionIndex: number;
  question: PublicQuestion | null;
  questionShownAt: TTime | null;
  answersOpenAt: TTime | null;
  /** End of the standard (×1) window. */
  closesAt: TTime | null;
  /** End of the longest granted window: the admin's screen reveals after this. */
  answeringEndsAt: TTime | null;
  longestTimeFactor: number;
  reveal: GameReveal | null;
  leaderboard: LeaderboardEntry[];
  playersScored: number;
  /**
   * Its settings, fixed when it is created, from its event's expected audience (audience-settings.ts).
   * Absent or null: PLAYER_SHARDS lobby shards (docs/scale.md, "Settings from the expected audience").
   */
  audience?: GameAudienceSettings | null;
  createdBy: string;
  createdAt: TTime;
  updatedAt: TTime;
}

/** `games/{gameId}/questions/{index}`: the frozen question with its key (admins only). */
export interface GameQuestionDoc extends PublicQuestion {
  correctAnswers: number[];
  explanation: string;
}

export interface PlayerResult {
  questionIndex: number;
  answerIndex: number | null;
  correct: boolean;
  points: number;
  bonus: number;
}

/** `games/{gameId}/players/{uid}`. */
export interface PlayerDoc<TTime = unknown> {
  displayName: string;
  joinedAt: TTime;
  timeFactor: TimeFactor;
  extendedTimeRequested: boolean;
  score: number;
  streak: number;
  rank: number | null;
  /** The last question index this player's score includes (-1: none): makes re-scoring a no-op. */
  scoredThrough: number;
  lastResult: PlayerResult | null;
}

/**
 * `games/{gameId}/answers/{index}_{uid}`: no right/wrong in it, so a player may read their own.
 * A player's browser creates it (firestore.rules checks it at receipt); `answeredAt` is then
 * Firestore's receipt time, and the reveal measures the elapsed time from it (answerTiming).
 */
export interface AnswerDoc<TTime = unknown> {
  uid: string;
  questionIndex: number;
  answerIndex: number;
  /** When the server received the answer (request.time, or the callable's time at its door). */
  answeredAt: TTime;
  /** Server-measured time since the answers appeared (written by the submitAnswer callable only). */
  elapsedMs?: number;
  /** This player's window, limit × time factor (written by the submitAnswer callable only). */
  windowMs?: number;
}

/** The answer a player's browser writes; firestore.rules requires `answeredAt == request.time`. */
export type PlayerAnswerWrite<TServerTime> = Pick<AnswerDoc, 'uid' | 'questionIndex' | 'answerIndex'> & {
  answeredAt: TServerTime;
};

/** An answer as the score reads it: the choice, the server-measured time and the player's window. */
export interface TimedAnswer {
  answerIndex: number;
  elapsedMs: number;
  windowMs: number;
}

/**
 * What the score needs of an answer: its choice, the time from the answers appearing to the
 * server's receipt of it, and the player's window. An answer written by a browser carries only
 * its receipt time; one written by the submitAnswer callable carries both measures already.
 */
export function answerTiming(
  answer: Pick<AnswerDoc, 'answerIndex' | 'elapsedMs' | 'windowMs'> & { answeredAtMs: number },
  opensAtMs: number,
  windowMs: number,
): TimedAnswer {
  return {
    answerIndex: answer.answerIndex,
    elapsedMs: answer.elapsedMs ?? answer.answeredAtMs - opensAtMs,
    windowMs: answer.windowMs ?? windowMs,
  };
}

export const answerDocId = (questionIndex: number, uid: string) => `${questionIndex}_${uid}`;

// ---- scoring (pure: the reveal and the unit tests share it) -----------------------------------

/**
 * Speed points for a correct answer: round(1000 × (1 − (t / T) / 2)), with t the server-measured
 * time since the answers appeared and T the player's own window (limit × time factor), so a
 * player with extended time scores on the fraction of *their* window. t is clamped to [0, T].
 */
export function speedPoints(elapsedMs: number, windowMs: number): number {
  const fraction = Math.min(1, Math.max(0, elapsedMs / windowMs));
  return Math.round(SCORING.maxPoints * (1 - fraction / 2));
}

/** +100 per consecutive correct answer after the first, capped at +500. `streak` includes this one. */
export function streakBonus(streak: number): number {
  return Math.min(SCORING.streakCap, Math.max(0, streak - 1) * SCORING.streakStep);
}

export interface ScoredAnswer {
  score: number;
  streak: number;
  result: PlayerResult;
}

/** A player's new score and streak after one question (no answer: wrong, streak reset). */
export function scoreQuestion(
  player: { score: number; streak: number },
  answer: TimedAnswer | null,
  key: { questionIndex: number; correctAnswers: readonly number[] },
  options: Pick<GameOptions, 'speedPoints' | 'streakBonus'>,
): ScoredAnswer {
  const correct = answer !== null && key.correctAnswers.includes(answer.answerIndex);
  const streak = correct ? player.streak + 1 : 0;
  const points = !correct
    ? 0
    : options.speedPoints
      ? speedPoints(answer.elapsedMs, answer.windowMs)
      : SCORING.maxPoints;
  const bonus = correct && options.streakBonus ? streakBonus(streak) : 0;
  return {
    score: player.score + points + bonus,
    streak,
    result: { questionIndex: key.questionIndex, answerIndex: answer?.answerIndex ?? null, correct, points, bonus },
  };
}

/**
 * Competition ranking (1, 2, 2, 4) by score; equal scores share a rank. Ties are listed by name
 * then uid so the leaderboard order is stable between reveals.
 */
export function rankPlayers<P extends { uid: string; displayName: string; score: number }>(
  players: readonly P[],
): (P & { rank: number })[] {
  const sorted = [...players].sort(
    (a, b) => b.score - a.score || a.displayName.localeCompare(b.displayName) || a.uid.localeCompare(b.uid),
  );
  let rank = 0;
  return sorted.map((player, index) => {
    if (index === 0 || player.score !== sorted[index - 1]!.score) rank = index + 1;
    return { ...player, rank };
  });
}

/** `questionSets/{setId}` (admins only: it holds the keys). */
export interface QuestionSetDoc<TTime = unknown> extends QuestionSetInput {
  createdBy: string;
  createdAt: TTime;
  updatedAt: TTime;
}
export interface SaveQuestionSetResponse {
  setId: string;
}
export interface DeleteQuestionSetResponse {
  setId: string;
}
export interface CreateGameResponse {
  gameId: string;
}
export interface AdvanceGameResponse {
  applied: boolean;
  step: number;
  phase: GamePhase;
  /** Server clock (epoch ms): the admin screen times the answering window by it. */
  serverNow: number;
}
export interface JoinGameResponse {
  joined: 'new' | 'again';
  /** Server clock (epoch ms) when answering: the client's offset for countdowns. */
  serverNow: number;
}
/** Deliberately no right/wrong and no points: those come with the reveal. */
export interface SubmitAnswerResponse {
  locked: true;
  questionIndex: number;
  serverNow: number;
}
export interface SetPlayerTimeFactorResponse {
  uid: string;
  timeFactor: TimeFactor;
}

/** The error texts players see (tests assert them; the UI shows them). */
export const GAME_ERRORS = {
  notFound: 'No such game.',
  finished: 'This game has finished.',
  notJoined: 'Join the game before answering.',
  notCurrent: 'That question is not the current one.',
  notOpenYet: 'Answers are not open yet.',
  windowClosed: 'Time is up for this question.',
  alreadyAnswered: 'You have already answered this question.',
  noSuchAnswer: 'That answer does not exist.',
} as const;
