/**
 * The constitutional vote schemas (zod): what the callables and the forms validate. Apart from
 * constitutional-vote.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
import { z } from 'zod';
import { shownTextSchema } from './shown-text.js';
import { documentIdSchema, epochMillisSchema, requestIdSchema } from './payload-schemas.js';
import {
  BALLOT_LIMITS,
  CENSUS_MODES,
  PASS_RULES,
  BALLOT_ACTIONS,
  BALLOT_ANSWERS,
  normaliseReceipt,
  RECEIPT_PATTERN,
} from './constitutional-vote.js';
import { authorLanguageSchema, refuseVersionInAuthorLanguage, translationsSchema } from './localized-schemas.js';

// ---- callable schemas (shared by the web forms and the functions) -------------------------------

export const ballotIdSchema = documentIdSchema('ballot id');

/** Letters and digits only: `__proto__`, `constructor` with underscores and paths are refused. */
export const articleIdSchema = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Invalid article id');

// Everything a ballot shows to voters follows the text policy (docs/trust.md).
const articleTitleSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Article title is required')
    .max(BALLOT_LIMITS.articleTitleMax, `Article titles must be at most ${BALLOT_LIMITS.articleTitleMax} characters`),
  'Article titles',
);

const articleTextSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Article text is required')
    .max(BALLOT_LIMITS.articleTextMax, `Article texts must be at most ${BALLOT_LIMITS.articleTextMax} characters`),
  'Article texts',
  true,
);

export const ballotArticleInputSchema = z.object({
  /** Absent for a new article; the server assigns the id. */
  id: articleIdSchema.optional(),
  title: articleTitleSchema,
  text: articleTextSchema,
  /** The article in other languages: the same article (its id), answered once whatever was read. */
  translations: translationsSchema({ title: articleTitleSchema, text: articleTextSchema }),
});

const ballotTitleSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(BALLOT_LIMITS.titleMax, `Title must be at most ${BALLOT_LIMITS.titleMax} characters`),
  'Title',
);

const introductionSchema = shownTextSchema(
  z
    .string()
    .trim()
    .max(BALLOT_LIMITS.introductionMax, `Introduction must be at most ${BALLOT_LIMITS.introductionMax} characters`),
  'Introduction',
  true,
);

/** What the ballot editor submits. Times are epoch milliseconds. */
export const ballotInputSchema = z
  .object({
    title: ballotTitleSchema,
    introduction: introductionSchema,
    /** The language title, introduction and articles are written in (absent: English). */
    language: authorLanguageSchema.optional(),
    /** Title and introduction in other languages (each article carries its own versions). */
    translations: translationsSchema({ title: ballotTitleSchema, introduction: introductionSchema }),
    articles: z
      .array(ballotArticleInputSchema)
      .min(BALLOT_LIMITS.articlesMin, 'Add at least one article')
      .max(BALLOT_LIMITS.articlesMax, `A ballot has at most ${BALLOT_LIMITS.articlesMax} articles`),
    opensAt: epochMillisSchema('Opening time').nonnegative(),
    closesAt: epochMillisSchema('Closing time').nonnegative(),
    censusMode: z.enum(CENSUS_MODES),
    passRule: z.enum(PASS_RULES),
  })
  .superRefine((ballot, ctx) => {
    refuseVersionInAuthorLanguage(ballot, ctx);
    ballot.articles.forEach((article, index) =>
      refuseVersionInAuthorLanguage({ language: ballot.language, ...article }, ctx, ['articles', index]),
    );
    if (ballot.closesAt <= ballot.opensAt) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Closing time must be after opening time' });
    }
  });
export type BallotInput = z.infer<typeof ballotInputSchema>;

export const createBallotRequest = z.object({ ballot: ballotInputSchema, requestId: requestIdSchema });
export const updateBallotRequest = z.object({ ballotId: ballotIdSchema, ballot: ballotInputSchema });
export const changeBallotStatusRequest = z.object({ ballotId: ballotIdSchema, action: z.enum(BALLOT_ACTIONS) });

const censusEmailSchema = z.string().trim().toLowerCase().max(320, 'Email is too long');
export const importCensusEmailsRequest = z.object({
  ballotId: ballotIdSchema,
  emails: z
    .array(censusEmailSchema)
    .min(1, 'The file has no emails')
    .max(BALLOT_LIMITS.censusEmailsPerCall, `Send at most ${BALLOT_LIMITS.censusEmailsPerCall} emails per call`),
  /** false: preview only, nothing is written. */
  apply: z.boolean(),
});

/**
 * Answers keyed by article id. Keys are checked on the raw object first: zod's record would
 * silently drop a `__proto__` key, and an unknown key must be refused, not ignored.
 */
const answersSchema = z
  .unknown()
  .refine(
    (raw) =>
      typeof raw !== 'object' ||
      raw === null ||
      Object.keys(raw).every((key) => articleIdSchema.safeParse(key).success),
    { message: 'Invalid article id' },
  )
  .pipe(z.record(articleIdSchema, z.enum(BALLOT_ANSWERS, { error: 'Answer yes, no or abstain' })));

/** `language`: the version of the text the voter was shown (absent: the author's). */
export const castBallotRequest = z.object({
  ballotId: ballotIdSchema,
  answers: answersSchema,
  language: authorLanguageSchema.optional(),
});

export const checkReceiptRequest = z.object({
  ballotId: ballotIdSchema,
  receipt: z
    .string()
    .max(100, 'That is not a receipt code')
    .transform(normaliseReceipt)
    .pipe(z.string().regex(RECEIPT_PATTERN, 'A receipt code is 32 characters, 0–9 and a–f')),
});
