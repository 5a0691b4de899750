/**
 * The game schemas (zod): what the callables and the forms validate. Apart from
 * game.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
import { z } from 'zod';
import { documentIdSchema, requestIdSchema, uidSchema } from './payload-schemas.js';
import { shownTextSchema } from './shown-text.js';
import { GAME_LIMITS } from './game.js';

// ---- schemas (the web editor and the functions share them) --------------------------------------

const idSchema = (label: string) => documentIdSchema(`${label} id`);
export const gameIdSchema = idSchema('game');

/** A required, trimmed text of at most `max` characters, with messages that name the field. */
const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** The same, shown to players: the text policy too (docs/trust.md). */
const shownText = (label: string, max: number) => shownTextSchema(requiredText(label, max), label);
export const questionSetIdSchema = idSchema('question set');

export const gameAnswerInputSchema = z.object({
  text: shownText('Answer text', GAME_LIMITS.answerMax),
  correct: z.boolean(),
});

export const gameQuestionInputSchema = z
  .object({
    text: shownText('Question', GAME_LIMITS.questionMax),
    answers: z
      .array(gameAnswerInputSchema)
      .min(GAME_LIMITS.answersMin, `Give at least ${GAME_LIMITS.answersMin} answers`)
      .max(GAME_LIMITS.answersMax, `Give at most ${GAME_LIMITS.answersMax} answers`),
    timeLimitSec: z
      .number({ error: 'Time limit is required' })
      .int('Time limit must be whole seconds')
      .min(GAME_LIMITS.timeLimitMinSec, `Time limit must be at least ${GAME_LIMITS.timeLimitMinSec} s`)
      .max(GAME_LIMITS.timeLimitMaxSec, `Time limit must be at most ${GAME_LIMITS.timeLimitMaxSec} s`),
    imageUrl: z
      .string()
      .trim()
      .max(GAME_LIMITS.urlMax, 'Image URL is too long')
      .regex(/^(https:\/\/[^\s]+)?$/i, 'Image URL must start with https://'),
    explanation: shownTextSchema(
      z
        .string()
        .trim()
        .max(GAME_LIMITS.explanationMax, `Explanations must be at most ${GAME_LIMITS.explanationMax} characters`),
      'Explanations',
      true,
    ),
  })
  .superRefine((question, ctx) => {
    if (!question.answers.some((a) => a.correct)) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'Mark at least one answer correct' });
    }
    const texts = question.answers.map((a) => a.text.toLowerCase());
    texts.forEach((text, index) => {
      if (text && texts.indexOf(text) !== index) {
        ctx.addIssue({ code: 'custom', path: ['answers', index, 'text'], message: 'Answers must be different' });
      }
    });
  });
export type GameQuestionInput = z.infer<typeof gameQuestionInputSchema>;

export const questionSetInputSchema = z.object({
  title: shownText('Title', GAME_LIMITS.titleMax),
  questions: z
    .array(gameQuestionInputSchema)
    .min(GAME_LIMITS.questionsMin, 'Add at least one question')
    .max(GAME_LIMITS.questionsMax, `A set holds at most ${GAME_LIMITS.questionsMax} questions`),
});
export type QuestionSetInput = z.infer<typeof questionSetInputSchema>;

export const saveQuestionSetRequest = z.object({
  /** Absent or null (the callable client sends an undefined field as null): create a new set. */
  setId: questionSetIdSchema.nullish(),
  set: questionSetInputSchema,
  requestId: requestIdSchema,
});

export const deleteQuestionSetRequest = z.object({ setId: questionSetIdSchema });

export const gameOptionsSchema = z.object({
  speedPoints: z.boolean(),
  streakBonus: z.boolean(),
  closeEarly: z.boolean(),
});

export const createGameRequest = z.object({
  setId: questionSetIdSchema,
  options: gameOptionsSchema,
  /** The live event this round belongs to, if any (a game never requires one). */
  eventId: idSchema('event').nullish(),
  requestId: requestIdSchema,
});

/**
 * Every admin step names the step it expects to leave: a second click, or a second admin, sending
 * the same `fromStep` finds the game already past it and changes nothing (`applied: false`).
 * `finish` ends the game at the podium from any phase.
 */
export const advanceGameRequest = z.object({
  gameId: gameIdSchema,
  fromStep: z.number().int().nonnegative(),
  finish: z.boolean().optional(),
});

/** Shown on the public leaderboard: no control or text-direction characters (shown-text.ts). */
export const playerNameSchema = shownText('Display name', GAME_LIMITS.displayNameMax);

export const joinGameRequest = z.object({
  gameId: gameIdSchema,
  displayName: playerNameSchema,
  extendedTimeRequested: z.boolean(),
});

export const submitAnswerRequest = z.object({
  gameId: gameIdSchema,
  questionIndex: z.number().int().nonnegative(),
  answerIndex: z
    .number()
    .int()
    .min(0)
    .max(GAME_LIMITS.answersMax - 1),
});

export const setPlayerTimeFactorRequest = z.object({
  gameId: gameIdSchema,
  uid: uidSchema,
  timeFactor: z.union([z.literal(1), z.literal(1.5), z.literal(2)]),
});
