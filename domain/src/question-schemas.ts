/**
 * The zod schemas of live questions (docs/live-questions.md): the settings an admin authors, a
 * participant's answer, and the two callables' requests. Apart from the vocabulary in question.ts
 * so that a screen reading a constant or a type there carries no zod (docs/performance.md).
 */
import { z } from 'zod';
import { documentIdSchema, requestIdSchema, uidSchema } from './payload-schemas.js';
import { LIVE_QUESTION_LIMITS } from './question.js';
import { shownTextSchema } from './shown-text.js';
import { translationsSchema } from './localized-schemas.js';

// ---- settings (what the admin authors) ---------------------------------------------------------

const endLabel = (label: string) =>
  shownTextSchema(
    z
      .string()
      .trim()
      .max(
        LIVE_QUESTION_LIMITS.scaleLabelMax,
        `${label} must be at most ${LIVE_QUESTION_LIMITS.scaleLabelMax} characters`,
      ),
    label,
  );

export const wordCloudSettingsSchema = z.object({
  kind: z.literal('wordCloud'),
  maxEntries: z
    .number()
    .int('Entries per person must be a whole number')
    .min(1, 'Entries per person must be at least 1')
    .max(
      LIVE_QUESTION_LIMITS.cloudEntriesMax,
      `Entries per person must be at most ${LIVE_QUESTION_LIMITS.cloudEntriesMax}`,
    ),
});

export const scaleSettingsSchema = z
  .object({
    kind: z.literal('scale'),
    min: z.union([z.literal(0), z.literal(1)], { error: 'A scale starts at 0 or 1' }),
    max: z
      .number()
      .int('The top of the scale must be a whole number')
      .min(
        LIVE_QUESTION_LIMITS.scaleMaxLow,
        `The top of the scale must be at least ${LIVE_QUESTION_LIMITS.scaleMaxLow}`,
      )
      .max(
        LIVE_QUESTION_LIMITS.scaleMaxHigh,
        `The top of the scale must be at most ${LIVE_QUESTION_LIMITS.scaleMaxHigh}`,
      ),
    minLabel: endLabel('The low end’s label'),
    maxLabel: endLabel('The high end’s label'),
    /** The end labels in other languages (the poll's `language` is theirs); frozen with the settings. */
    translations: translationsSchema({
      minLabel: endLabel('The low end’s label'),
      maxLabel: endLabel('The high end’s label'),
    }),
  })
  .refine((scale) => scale.max > scale.min, { path: ['max'], message: 'The top of the scale must be above its start' });

export const openAnswerSettingsSchema = z.object({ kind: z.literal('openAnswer') });

export const liveQuestionSettingsSchema = z.discriminatedUnion('kind', [
  wordCloudSettingsSchema,
  scaleSettingsSchema,
  openAnswerSettingsSchema,
]);
export type LiveQuestionSettings = z.infer<typeof liveQuestionSettingsSchema>;
export type ScaleSettings = z.infer<typeof scaleSettingsSchema>;

const cloudEntrySchema = shownTextSchema(
  z
    .string()
    .max(
      LIVE_QUESTION_LIMITS.cloudEntryMax,
      `Each entry must be at most ${LIVE_QUESTION_LIMITS.cloudEntryMax} characters`,
    ),
  'An entry',
);

// ---- responses (what a participant sends) ----------------------------------------------------

/**
 * One participant's answer, by kind. `maxEntries` and the scale's range come from the question,
 * so `liveResponseProblem` checks them against it; the schema checks only the shape and limits.
 */
export const liveResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('wordCloud'),
    entries: z
      .array(cloudEntrySchema)
      .min(1, 'Give at least one word')
      .max(LIVE_QUESTION_LIMITS.cloudEntriesMax, `Give at most ${LIVE_QUESTION_LIMITS.cloudEntriesMax} entries`),
  }),
  z.object({ kind: z.literal('scale'), value: z.number().int('Choose a point on the scale') }),
  z.object({
    kind: z.literal('openAnswer'),
    text: shownTextSchema(
      z
        .string()
        .trim()
        .min(1, 'Write an answer')
        .max(
          LIVE_QUESTION_LIMITS.openAnswerMax,
          `An answer must be at most ${LIVE_QUESTION_LIMITS.openAnswerMax} characters`,
        ),
      'An answer',
    ),
  }),
]);
export type LiveResponse = z.infer<typeof liveResponseSchema>;

const questionIdSchema = documentIdSchema('poll id');

/**
 * A participant answers the live question `pollId` pushed live in event `eventId`. Retry-safe by
 * `requestId` (docs/trust.md "Retrying a create"): the same submission sent again is answered
 * with its first outcome; another answer of the same account is refused (`already-exists`).
 */
export const submitLiveResponseRequest = z.object({
  eventId: documentIdSchema('event id'),
  pollId: questionIdSchema,
  response: liveResponseSchema,
  requestId: requestIdSchema,
});

/**
 * Admin moderation of a live question:
 * - `hideEntry`: a word-cloud entry form leaves the cloud: its counts are removed from every
 *   shard and it is never counted again (the poll's `hiddenEntries`);
 * - `hideResponse`: one participant's accepted answer is taken down (an open answer leaves
 *   `answers`) and its counts subtracted from its shard;
 * - `approve`: a held answer is accepted and counted.
 */
export const moderateLiveQuestionRequest = z.discriminatedUnion('action', [
  z.object({
    pollId: questionIdSchema,
    action: z.literal('hideEntry'),
    entry: z
      .string()
      .min(1, 'Choose an entry')
      .max(LIVE_QUESTION_LIMITS.cloudEntryMax * 4, 'That is not an entry of this cloud'),
  }),
  z.object({ pollId: questionIdSchema, action: z.literal('hideResponse'), uid: uidSchema }),
  z.object({ pollId: questionIdSchema, action: z.literal('approve'), uid: uidSchema }),
]);
