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
import { AGENDA_LIMITS } from './agenda.js';
import { agendaInputSchema } from './agenda-schemas.js';

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
    /**
     * The agenda, in order (docs/replays.md, "The agenda"; absent: none, and an edit that sends
     * none clears it, as with the versions). Its items are in the event's language.
     */
    agenda: agendaInputSchema.optional(),
  })
  .superRefine((event, ctx) => {
    refuseVersionInAuthorLanguage(event, ctx);
    event.agenda?.forEach((item, index) =>
      refuseVersionInAuthorLanguage({ language: event.language, ...item }, ctx, ['agenda', index]),
    );
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
/**
 * Mark the agenda item at `index` (0-based) as current in the live room, or none with null. The
 * index must be one of the event's items: the callable checks it against the stored agenda.
 */
export const setAgendaItemRequest = z.object({
  eventId: eventIdSchema,
  index: z
    .number({ message: 'Choose an item of the agenda' })
    .int('Choose an item of the agenda')
    .min(0, 'Choose an item of the agenda')
    .max(AGENDA_LIMITS.itemsMax - 1, 'The agenda has no such item')
    .nullable(),
});

export const setOverlayRequest = z.object({ eventId: eventIdSchema, overlay: eventOverlaySchema.nullable() });
