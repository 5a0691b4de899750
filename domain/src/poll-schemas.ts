/**
 * The poll schemas (zod): what the callables and the forms validate. Apart from
 * poll.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
import { z } from 'zod';
import { shownTextSchema } from './shown-text.js';
import { documentIdSchema, epochMillisSchema, requestIdSchema } from './payload-schemas.js';
import { isLiveQuestionKind, pickPollVersion, POLL_LIMITS, POLL_KINDS, RESULTS_VISIBILITIES } from './poll.js';
import { liveQuestionSettingsSchema } from './question-schemas.js';
import { LANGUAGE_CODES } from './languages.js';
import { authorLanguage } from './localized.js';
import { authorLanguageSchema, refuseVersionInAuthorLanguage, translationsSchema } from './localized-schemas.js';

// ---- editor / callable schemas (shared by the web form and the functions) --------------------

const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(POLL_LIMITS.urlMax, `${label} is too long`)
    .regex(/^https:\/\/[^\s]+$/i, `${label} must start with https://`);

export const sponsorSchema = z.object({
  name: shownTextSchema(
    z
      .string()
      .trim()
      .min(1, 'Sponsor name is required')
      .max(POLL_LIMITS.sponsorNameMax, `Sponsor name must be at most ${POLL_LIMITS.sponsorNameMax} characters`),
    'Sponsor name',
  ),
  logoUrl: httpsUrl('Logo URL'),
  link: httpsUrl('Sponsor link'),
});

// Everything a poll shows to its audience follows the text policy (docs/trust.md).
const optionLabelSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Option text is required')
    .max(POLL_LIMITS.optionLabelMax, `Options must be at most ${POLL_LIMITS.optionLabelMax} characters`),
  'Options',
);

export const pollOptionInputSchema = z.object({
  /** Absent for a new option; the server assigns the id. */
  id: documentIdSchema('option id', 40).optional(),
  label: optionLabelSchema,
  /** The option in other languages: the same option (its id), so a vote means one thing in all. */
  translations: translationsSchema({ label: optionLabelSchema }),
});

const questionSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Question is required')
    .max(POLL_LIMITS.questionMax, `Question must be at most ${POLL_LIMITS.questionMax} characters`),
  'Question',
);

const pollDescriptionSchema = shownTextSchema(
  z
    .string()
    .trim()
    .max(POLL_LIMITS.descriptionMax, `Description must be at most ${POLL_LIMITS.descriptionMax} characters`),
  'Description',
  true,
);

/** What the poll editor submits. Times are epoch milliseconds. */
export const pollInputSchema = z
  .object({
    kind: z.enum(POLL_KINDS),
    question: questionSchema,
    description: pollDescriptionSchema,
    /** The language question, description and options are written in (absent: English). */
    language: authorLanguageSchema.optional(),
    /** Question and description in other languages (each option carries its own versions). */
    translations: translationsSchema({ question: questionSchema, description: pollDescriptionSchema }),
    /** Polls and ads: 2–10 options. Live questions: none (`[]`). */
    options: z
      .array(pollOptionInputSchema)
      .max(POLL_LIMITS.optionsMax, `Give at most ${POLL_LIMITS.optionsMax} options`),
    published: z.boolean(),
    opensAt: epochMillisSchema('Opening time').nonnegative(),
    closesAt: epochMillisSchema('Closing time').nonnegative(),
    resultsVisibility: z.enum(RESULTS_VISIBILITIES),
    sponsor: sponsorSchema.nullable(),
    /** Live questions: their settings, whose `kind` is the poll's. Polls and ads: absent or null. */
    settings: liveQuestionSettingsSchema.nullable().optional(),
  })
  .superRefine((poll, ctx) => {
    if (poll.closesAt <= poll.opensAt) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Closing time must be after opening time' });
    }
    if (isLiveQuestionKind(poll.kind)) {
      if (poll.settings?.kind !== poll.kind) {
        ctx.addIssue({ code: 'custom', path: ['settings'], message: 'Choose the settings of this kind of question' });
      }
      if (poll.options.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'This kind of question has no options' });
      }
    } else {
      if (poll.settings) {
        ctx.addIssue({ code: 'custom', path: ['settings'], message: 'Only live questions have settings' });
      }
      if (poll.options.length < POLL_LIMITS.optionsMin) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `Give at least ${POLL_LIMITS.optionsMin} options`,
        });
      }
    }
    refuseVersionInAuthorLanguage(poll, ctx);
    poll.options.forEach((option, index) =>
      refuseVersionInAuthorLanguage({ language: poll.language, ...option }, ctx, ['options', index]),
    );
    if (poll.settings?.kind === 'scale') {
      refuseVersionInAuthorLanguage({ language: poll.language, ...poll.settings }, ctx, ['settings']);
    }
    // In every language the options read apart (a missing version shows the author's label).
    for (const language of LANGUAGE_CODES) {
      const author = language === authorLanguage(poll);
      const labels = pickPollVersion(poll, language).options.map((o) => o.label.toLowerCase());
      labels.forEach((label, index) => {
        if (label && labels.indexOf(label) !== index) {
          const path = author ? ['options', index, 'label'] : ['options', index, 'translations', language, 'label'];
          if (author || poll.options[index]?.translations?.[language])
            ctx.addIssue({ code: 'custom', path, message: 'Options must be different' });
        }
      });
    }
    if (poll.kind === 'ad' && !poll.sponsor) {
      ctx.addIssue({ code: 'custom', path: ['sponsor'], message: 'An ad poll needs a sponsor' });
    }
    if (poll.kind !== 'ad' && poll.sponsor) {
      ctx.addIssue({ code: 'custom', path: ['sponsor'], message: 'Only ad polls have a sponsor' });
    }
  });
export type PollInput = z.infer<typeof pollInputSchema>;

export const pollIdSchema = documentIdSchema('poll id');

export const createPollRequest = z.object({ poll: pollInputSchema, requestId: requestIdSchema });

export const updatePollRequest = z.object({ pollId: pollIdSchema, poll: pollInputSchema });

/** Open now: published, opens at server time. Close now: closes at server time. */
export const openOrClosePollRequest = z.object({ pollId: pollIdSchema, action: z.enum(['open', 'close']) });

export const deletePollRequest = z.object({ pollId: pollIdSchema });

export const recordAdClickRequest = z.object({ pollId: pollIdSchema });
