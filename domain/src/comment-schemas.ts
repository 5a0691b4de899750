/**
 * The comment schemas (zod): what the callables and the forms validate. Apart from
 * comment.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
/**
 * The live room's conversation: comments and questions under `events/{eventId}/comments`, their
 * moderation, and the per-event and per-author settings the posting callable enforces. See
 * docs/comments.md for why each piece lives where it does.
 */
import { z } from 'zod';
import { requestIdSchema, documentIdSchema, uidSchema } from './payload-schemas.js';
import { eventIdSchema } from './event-schemas.js';
import { shownTextSchema } from './shown-text.js';
import { COMMENT_LIMITS, COMMENT_KINDS, COMMENT_ACTIONS, MODERATOR_REASONS, AUTHOR_ACTIONS } from './comment.js';

// ---- callable schemas ---------------------------------------------------------------------

export const commentIdSchema = documentIdSchema('comment id');

/** Trimmed, 1–500 characters, no control or text-direction characters other than line breaks (shown-text.ts). */
export const commentTextSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Write something first')
    .max(COMMENT_LIMITS.textMax, `Comments must be at most ${COMMENT_LIMITS.textMax} characters`),
  'Comments',
  true,
);

export const postCommentRequest = z.object({
  eventId: eventIdSchema,
  text: commentTextSchema,
  kind: z.enum(COMMENT_KINDS),
  requestId: requestIdSchema,
});

const noteSchema = z
  .string()
  .trim()
  .max(COMMENT_LIMITS.moderationNoteMax, `Notes must be at most ${COMMENT_LIMITS.moderationNoteMax} characters`);

export const moderateCommentRequest = z
  .object({
    eventId: eventIdSchema,
    commentId: commentIdSchema,
    action: z.enum(COMMENT_ACTIONS),
    reason: z.enum(MODERATOR_REASONS).optional(),
    note: noteSchema.optional(),
  })
  .refine((r) => !(r.action === 'hide' || r.action === 'remove') || r.reason, {
    path: ['reason'],
    message: 'Give a reason for hiding or deleting',
  });

export const moderateAuthorRequest = z
  .object({
    uid: uidSchema,
    action: z.enum(AUTHOR_ACTIONS),
    durationSeconds: z
      .number()
      .int()
      .min(COMMENT_LIMITS.timeoutMinSeconds, 'A timeout lasts at least 10 s')
      .max(COMMENT_LIMITS.timeoutMaxSeconds, 'A timeout lasts at most 24 h')
      .optional(),
    note: noteSchema.optional(),
  })
  .refine((r) => r.action !== 'timeout' || r.durationSeconds !== undefined, {
    path: ['durationSeconds'],
    message: 'Choose how long the timeout lasts',
  });

export const updateCommentSettingsRequest = z.object({
  eventId: eventIdSchema,
  enabled: z.boolean().optional(),
  holdAll: z.boolean().optional(),
  slowModeSeconds: z
    .number()
    .int()
    .min(0, 'Slow mode cannot be negative')
    .max(COMMENT_LIMITS.slowModeMaxSeconds, 'Slow mode is at most one hour')
    .optional(),
});

/** Words or short phrases: letters (any script), digits, spaces, apostrophes and hyphens. */
export const blockedWordSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Empty entries are not allowed')
  .max(COMMENT_LIMITS.blockedWordMax, `Each entry is at most ${COMMENT_LIMITS.blockedWordMax} characters`)
  .regex(/^[\p{L}\p{N}' -]+$/u, 'Use letters, digits, spaces, apostrophes or hyphens only');

export const setBlockedWordsRequest = z.object({
  words: z
    .array(blockedWordSchema)
    .max(COMMENT_LIMITS.blockedWordsMax, `At most ${COMMENT_LIMITS.blockedWordsMax} entries`),
});

export const getModerationSummaryRequest = z.object({ eventId: eventIdSchema });
