import { z } from 'zod';
import { VIEWER_TTL_MS } from './presence.js';
import { documentIdSchema, requestIdSchema } from './payload-schemas.js';

/**
 * The /fixer: maintenance jobs that repair derived data from its source of truth (docs/fixer.md).
 * Each job runs as a *dry run* (reports the diff, writes nothing but its own `jobs/{id}` document)
 * or a *run* (writes the same fixes). A job is processed in small steps; after every step its state
 * — cursor, counts, the diff so far — is committed to `jobs/{id}`, so a crash or a closed tab loses
 * nothing: the job resumes from its cursor. Every fix is computed afresh from the data as it is at
 * that step, so a second run finds nothing to change.
 */
export const JOB_KINDS = [
  'recountPollTallies',
  'resyncRoleClaims',
  'rebuildUserRecords',
  'recountBallotTurnout',
  'removeStalePresence',
  'rebuildRealtimeMirror',
  'finishInterruptedDeletions',
  'stampAuditExpiry',
  'stampUpvoteVoters',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_MODES = ['dry-run', 'run'] as const;
export type JobMode = (typeof JOB_MODES)[number];

/** A job is running until its last item is done; a failed step leaves it running (resumable). */
export const JOB_STATUSES = ['running', 'done'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Why the mirror job refuses to start where no Realtime Database runs (the emulators on a machine
 * that cannot download its emulator): comparing against nothing would report every copy missing.
 */
export const REALTIME_MIRROR_UNAVAILABLE =
  'The Realtime Database is not running on this server (its emulator cannot run here), so its mirror cannot be compared or rebuilt. Nothing was started.';

/** The same, said on the job's card before anyone clicks (its buttons are disabled). */
export const REALTIME_MIRROR_UNAVAILABLE_HERE =
  'Not available here: the Realtime Database does not run on this server (its emulator cannot run on this machine), so this job cannot be dry-run or run.';

/**
 * A heartbeat not renewed for this long is removed by the presence job: the age at which the TTL
 * policy on `expireAt` removes it in production (a visible viewer renews it every HEARTBEAT_MS).
 */
export const STALE_HEARTBEAT_MS = VIEWER_TTL_MS;

/** Jobs that can be limited to one document (a poll, a ballot). */
export const SCOPED_JOBS: readonly JobKind[] = ['recountPollTallies', 'recountBallotTurnout'];

/** One line of a diff: an item (a poll, an account) and one of its values, before → after. */
export interface JobChange {
  item: string;
  field: string;
  before: string;
  after: string;
}

/**
 * Why a job stopped short of fixing something, as a stable kind with the values its sentence needs:
 * the fixer's screen says it in its reader's language (web/src/features/fixer), `problem` keeps the
 * English for logs and for jobs recorded before kinds existed.
 */
export type ConflictWhy =
  | { kind: 'census-urn-mismatch'; voted: number; ballots: number }
  | { kind: 'no-record-summary' }
  | { kind: 'published-totals-differ'; article: string }
  | { kind: 'answers-not-counted'; count: number }
  | { kind: 'votes-unknown-option'; count: number }
  | { kind: 'votes-not-counted'; count: number }
  | { kind: 'no-auth-account' }
  | { kind: 'no-valid-role'; claim: string | null }
  | { kind: 'claim-record-disagree'; claim: string; record: string };

/** Something the job found wrong but will not fix by itself (it would have to guess). */
export interface JobConflict {
  item: string;
  /** In English (logs, older jobs). */
  problem: string;
  why?: ConflictWhy;
}

/** The English sentence of a conflict (`problem`), written once for every job. */
export function conflictProblem(why: ConflictWhy): string {
  switch (why.kind) {
    case 'census-urn-mismatch':
      return `${why.voted} census entries say they voted, the ballot box holds ${why.ballots} ballots: investigate before publishing.`;
    case 'no-record-summary':
      return 'Published without a record summary.';
    case 'published-totals-differ':
      return `Published totals of “${why.article}” differ from the ballot box; the record is fingerprinted and is not rewritten.`;
    case 'answers-not-counted':
      return `${why.count} answers are not counted yet (the counter retries them); recount again once it has.`;
    case 'votes-unknown-option':
      return `${why.count} counted votes name an option this poll does not have; they are left uncounted.`;
    case 'votes-not-counted':
      return `${why.count} votes are not counted yet (the vote counter retries them); recount again once it has.`;
    case 'no-auth-account':
      return 'The record has no Auth account (deleted?): remove or restore it by hand.';
    case 'no-valid-role':
      return `The record holds no valid role (claim: ${why.claim ?? 'none'}): set the role in user management.`;
    case 'claim-record-disagree':
      return `The claim says ${why.claim}, the record says ${why.record}: set the intended role in user management.`;
  }
}

/** A conflict about `item`, with its English sentence and its kind. */
export const jobConflict = (item: string, why: ConflictWhy): JobConflict => ({
  item,
  problem: conflictProblem(why),
  why,
});

/** `jobs/{jobId}`: written by the fixer functions only; admins read it (progress follows it live). */
export interface JobDoc<TTime = unknown> {
  kind: JobKind;
  mode: JobMode;
  /** A poll or ballot id when the job was limited to one; null for every item. */
  scope: string | null;
  status: JobStatus;
  /** Where the next step starts (the last item id done, or a page token); null at the start. */
  cursor: string | null;
  /** Set when the last item has been processed. */
  exhausted: boolean;
  processed: number;
  /** Items expected at the start (a count() estimate; never below processed). */
  total: number;
  /** The first JOB_DIFF_MAX changes (changeCount counts them all). */
  changes: JobChange[];
  changeCount: number;
  conflicts: JobConflict[];
  conflictCount: number;
  /** The last failed step's message (the job stays resumable); null after a step succeeds. */
  error: string | null;
  startedBy: string;
  startedAt: TTime;
  updatedAt: TTime;
  finishedAt: TTime | null;
  /** While a step runs: until when its runner holds the job (another tab waits). */
  leaseUntil: TTime | null;
  /** Which runner holds the lease (a random id per continueJob call). */
  leaseHolder: string | null;
}

export const JOB_LIMITS = {
  /** Diff lines and conflicts kept in the job document (it must stay far below 1 MiB). */
  diffMax: 200,
  /** How long a runner holds a job; a crashed runner's job can be resumed after this. */
  leaseMs: 60_000,
  /** Work per continueJob call before it reports back (the client calls again). */
  callBudgetMs: 8_000,
} as const;

export const jobIdSchema = documentIdSchema('job id');

export const startJobRequest = z
  .object({
    kind: z.enum(JOB_KINDS),
    mode: z.enum(JOB_MODES),
    scope: documentIdSchema('scope').nullable(),
    requestId: requestIdSchema,
  })
  .superRefine((request, ctx) => {
    if (request.scope !== null && !SCOPED_JOBS.includes(request.kind)) {
      ctx.addIssue({ code: 'custom', path: ['scope'], message: 'This job always covers every item' });
    }
  });

export const continueJobRequest = z.object({ jobId: jobIdSchema });

export interface JobProgressResponse {
  jobId: string;
  status: JobStatus;
  processed: number;
  total: number;
  /** True when another runner holds the job right now: wait and call again. */
  busy: boolean;
}

/** Percentage for the progress bar: done jobs are 100 %, a running one never shows 100 %. */
export function jobPercent(job: Pick<JobDoc, 'status' | 'processed' | 'total'>): number {
  if (job.status === 'done') return 100;
  if (job.total <= 0) return 0;
  return Math.min(99, Math.floor((job.processed / job.total) * 100));
}

/** Appends to a capped diff list without exceeding JOB_LIMITS.diffMax. */
export function appendCapped<T>(kept: readonly T[], added: readonly T[]): T[] {
  return [...kept, ...added].slice(0, JOB_LIMITS.diffMax);
}
