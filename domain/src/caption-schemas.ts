/** The caption callables' schemas (zod), apart from caption.ts so screens reading its constants load no zod. */
import { z } from 'zod';
import { documentIdSchema } from './payload-schemas.js';
import { eventIdSchema } from './event-schemas.js';
import { shownTextSchema } from './shown-text.js';
import { CAPTION_LIMITS, CAPTION_TRACK_LANGUAGES } from './caption.js';

/** One line: trimmed, 1–200 characters, a letter or digit, no control, line-break or text-direction characters (docs/trust.md). */
export const captionTextSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Type the caption first')
    .max(CAPTION_LIMITS.textMax, `A caption line is at most ${CAPTION_LIMITS.textMax} characters`),
  'Captions',
);

/**
 * A track's language: one the product offers (LANGUAGE_CODES, docs/languages.md), never any
 * well-formed tag (issue 41: `zz`, `qqq` and `xx-Zzzz-ZZ` were announced to every CC menu), so an
 * event has at most one track per offered language.
 */
export const captionTrackSchema = z.enum(
  CAPTION_TRACK_LANGUAGES,
  'Choose one of the product’s languages for the track',
);

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
