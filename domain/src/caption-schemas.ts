/** The caption callables' schemas (zod), apart from caption.ts so screens reading its constants load no zod. */
import { z } from 'zod';
import { documentIdSchema } from './payload-schemas.js';
import { eventIdSchema } from './event-schemas.js';
import { shownTextSchema } from './shown-text.js';
import { CAPTION_LIMITS } from './caption.js';

/** One line: trimmed, 1–200 characters, a letter or digit, no control, line-break or text-direction characters (docs/trust.md). */
export const captionTextSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Type the caption first')
    .max(CAPTION_LIMITS.textMax, `A caption line is at most ${CAPTION_LIMITS.textMax} characters`),
  'Captions',
);

/** A BCP 47 language tag of the simple kind tracks use: "en", "es", "es-419", "zh-Hant". */
export const captionTrackSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, 'Choose the caption track’s language');

export const captionLineIdSchema = documentIdSchema('caption line id');

export const sendCaptionRequest = z.object({
  eventId: eventIdSchema,
  track: captionTrackSchema,
  text: captionTextSchema,
});

/** A correction replaces the line's text; `text: null` withdraws the line. */
export const correctCaptionRequest = z.object({
  eventId: eventIdSchema,
  lineId: captionLineIdSchema,
  text: captionTextSchema.nullable(),
});
