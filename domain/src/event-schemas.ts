/**
 * The event schemas (zod): what the callables and the forms validate. Apart from
 * event.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
import { z } from 'zod';
import { shownTextSchema } from './shown-text.js';
import { documentIdSchema, epochMillisSchema, requestIdSchema } from './payload-schemas.js';
import { pollIdSchema } from './poll-schemas.js';
import { authorLanguageSchema, refuseVersionInAuthorLanguage, translationsSchema } from './localized-schemas.js';
import { EVENT_LIMITS, EVENT_VISIBILITIES } from './event.js';

// ---- editor / callable schemas (shared by the web form and the functions) ---------------------

export const eventIdSchema = documentIdSchema('event id');

/** An https URL, or a same-origin absolute path such as the bundled test clip (`/media/…`). */
const hlsUrlSchema = z
  .string()
  .trim()
  .min(1, 'Stream URL is required')
  .max(EVENT_LIMITS.urlMax, 'Stream URL is too long')
  .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'Stream URL must start with https:// (or / for this site)')
  .regex(/\.m3u8(\?[^\s]*)?$/i, 'Stream URL must point at an HLS playlist (.m3u8)');

const videoIdSchema = (service: string, pattern: RegExp) =>
  z
    .string()
    .trim()
    .min(1, `${service} id is required`)
    .max(EVENT_LIMITS.videoIdMax, `${service} id is too long`)
    .regex(pattern, `That is not a ${service} id`);

export const streamSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hls'), url: hlsUrlSchema }),
  z.object({ kind: z.literal('youtube'), videoId: videoIdSchema('YouTube', /^[A-Za-z0-9_-]{6,20}$/) }),
  z.object({ kind: z.literal('vimeo'), videoId: videoIdSchema('Vimeo', /^[0-9]{1,20}$/) }),
  z.object({ kind: z.literal('camera') }),
]);

// Title and description are shown to everyone: the text policy (docs/trust.md), like citizens' text.
const eventTitleSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(EVENT_LIMITS.titleMax, `Title must be at most ${EVENT_LIMITS.titleMax} characters`),
  'Title',
);

/** Viewers expected at once: a whole number from 1 to EVENT_LIMITS.expectedAudienceMax. */
const expectedAudienceSchema = z
  .number({ message: 'Expected audience must be a number' })
  .int('Expected audience must be a whole number')
  .min(1, 'Expected audience must be at least 1')
  .max(EVENT_LIMITS.expectedAudienceMax, 'Expected audience must be at most a million');

const eventDescriptionSchema = shownTextSchema(
  z
    .string()
    .trim()
    .max(EVENT_LIMITS.descriptionMax, `Description must be at most ${EVENT_LIMITS.descriptionMax} characters`),
  'Description',
  true,
);

/** What the event editor submits. Times are epoch milliseconds. */
export const eventInputSchema = z
  .object({
    title: eventTitleSchema,
    description: eventDescriptionSchema,
    /** The language title and description are written in (absent: English). */
    language: authorLanguageSchema.optional(),
    /** Title and description in other languages, each within the same limits. */
    translations: translationsSchema({ title: eventTitleSchema, description: eventDescriptionSchema }),
    coverImageUrl: z
      .string()
      .trim()
      .max(EVENT_LIMITS.urlMax, 'Cover image URL is too long')
      .regex(/^(https:\/\/[^\s]+)?$/i, 'Cover image URL must start with https://'),
    startsAt: epochMillisSchema('Start time').nonnegative(),
    endsAt: epochMillisSchema('End time').nonnegative(),
    visibility: z.enum(EVENT_VISIBILITIES),
    /** false keeps the event a draft (admins only); true announces it (scheduled). */
    published: z.boolean(),
    source: streamSourceSchema,
    /** Viewers expected at once (absent: not said; an edit that sends none clears it). */
    expectedAudience: expectedAudienceSchema.optional(),
  })
  .superRefine((event, ctx) => {
    refuseVersionInAuthorLanguage(event, ctx);
    if (event.endsAt <= event.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End time must be after the start time' });
    }
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const createEventRequest = z.object({ event: eventInputSchema, requestId: requestIdSchema });
export const updateEventRequest = z.object({ eventId: eventIdSchema, event: eventInputSchema });

export const eventRequest = z.object({ eventId: eventIdSchema });

/** Push a poll live in the room (it must be open), or clear it with null. */
export const setLivePollRequest = z.object({ eventId: eventIdSchema, pollId: pollIdSchema.nullable() });

export const eventOverlaySchema = z.object({ kind: z.literal('poll-results'), pollId: pollIdSchema });
export const setOverlayRequest = z.object({ eventId: eventIdSchema, overlay: eventOverlaySchema.nullable() });
