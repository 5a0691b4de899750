import {
  COLLECTIONS,
  JOB_LIMITS,
  appendCapped,
  type JobDoc,
  type JobKind,
  type JobProgressResponse,
  type RequestOf,
} from '@civic/domain';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { randomUUID } from 'node:crypto';
import { db } from '../../platform/app.js';
import { lostToContention, preconditionFailed } from '../../platform/transactionErrors.js';
import { logAdminAction } from '../../platform/audit.js';
import type { Caller } from '../../platform/callable.js';
import type { JobDefinition } from './jobStep.js';
import { finishInterruptedDeletions } from './finishInterruptedDeletions.js';
import { rebuildRealtimeMirror } from './rebuildRealtimeMirror.js';
import { rebuildUserRecords } from './rebuildUserRecords.js';
import { recountBallotTurnout } from './recountBallotTurnout.js';
import { recountPollTallies } from './recountPollTallies.js';
import { removeStalePresence } from './removeStalePresence.js';
import { resyncRoleClaims } from './resyncRoleClaims.js';
import { stampAuditExpiry } from './stampAuditExpiry.js';
import { stampUpvoteVoters } from './stampUpvoteVoters.js';
import { logFailure } from '../../platform/logFailure.js';

type StoredJob = JobDoc<Timestamp>;

export const JOB_DEFINITIONS: Record<JobKind, JobDefinition> = {
  recountPollTallies,
  resyncRoleClaims,
  rebuildUserRecords,
  recountBallotTurnout,
  removeStalePresence,
  rebuildRealtimeMirror,
  finishInterruptedDeletions,
  stampAuditExpiry,
  stampUpvoteVoters,
};

const jobs = () => db.collection(COLLECTIONS.jobs);

const progress = (jobId: string, job: Pick<StoredJob, 'status' | 'processed' | 'total'>, busy = false) => ({
  jobId,
  status: job.status,
  processed: job.processed,
  total: job.total,
  busy,
});

/**
 * Creates `jobs/{id}` and runs its first slice. Only one *run* of a kind may be unfinished at a
 * time: two runs of the poll recount applying the same correction at once would apply it twice.
 * Dry runs write nothing but their own document, so any number may run.
 */
export async function handleStartJob(request: RequestOf<'startJob'>, caller: Caller): Promise<JobProgressResponse> {
  const definition = JOB_DEFINITIONS[request.kind];
  definition.requireAvailable?.();
  if (request.scope) await definition.checkScope?.(request.scope);
  const total = await definition.estimateTotal(request.scope);
  const ref = jobs().doc();
  await db.runTransaction(async (tx) => {
    if (request.mode === 'run') {
      const unfinished = await tx.get(
        jobs().where('kind', '==', request.kind).where('mode', '==', 'run').where('status', '==', 'running').limit(1),
      );
      if (!unfinished.empty) {
        throw new HttpsError(
          'aborted',
          'This job is already running: resume the unfinished run instead of starting another.',
          {
            jobId: unfinished.docs[0]!.id,
          },
        );
      }
    }
    tx.create(ref, {
      kind: request.kind,
      mode: request.mode,
      scope: request.scope,
      status: 'running',
      cursor: null,
      exhausted: false,
      processed: 0,
      total,
      changes: [],
      changeCount: 0,
      conflicts: [],
      conflictCount: 0,
      error: null,
      startedBy: caller.uid,
      startedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      finishedAt: null,
      leaseUntil: null,
      leaseHolder: null,
    });
  });
  await logAdminAction(caller, 'startJob', ref.id, { kind: request.kind, mode: request.mode, scope: request.scope });
  return handleContinueJob({ jobId: ref.id }, caller);
}

/** Takes the job for this runner unless another holds an unexpired lease (another tab). */
async function lease(ref: DocumentReference, holder: string): Promise<StoredJob | 'busy'> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'No job with this id.');
    const job = snap.data() as StoredJob;
    if (job.status !== 'running') return job;
    if (job.leaseUntil && job.leaseUntil.toMillis() > Date.now() && job.leaseHolder !== holder) return 'busy';
    tx.update(ref, { leaseUntil: Timestamp.fromMillis(Date.now() + JOB_LIMITS.leaseMs), leaseHolder: holder });
    return job;
  });
}

/** How often one call judges a slice again after its documents changed under it. */
const JOB_STALE_RETRIES = 5;
const STALE_STEP_MESSAGE = 'The documents kept changing while this step was judged; resume to try again.';

/**
 * Commits a step's fixes with its preconditions (a delete that requires the document unchanged
 * since the step read it). 'stale' when a precondition failed, or when the transaction lost to
 * writers of the same documents (busy heartbeats) until the SDK gave up: either way it wrote
 * nothing, and the slice is judged again.
 */
async function commitStep<T>(update: (tx: Transaction) => Promise<T>): Promise<T | 'stale'> {
  try {
    return await db.runTransaction(update);
  } catch (error) {
    if (preconditionFailed(error) || lostToContention(error)) return 'stale';
    throw error;
  }
}

/**
 * Runs steps for about JOB_LIMITS.callBudgetMs, then reports back; the client calls again until
 * the job is done. Each step's fixes and the job's new state commit in one transaction that also
 * checks this runner still holds the job, so a step is applied once or not at all.
 */
export async function handleContinueJob({ jobId }: { jobId: string }, caller: Caller): Promise<JobProgressResponse> {
  const ref = jobs().doc(jobId);
  const holder = randomUUID();
  const leased = await lease(ref, holder);
  if (leased === 'busy') {
    const snap = await ref.get();
    return progress(jobId, snap.data() as StoredJob, true);
  }
  let job = leased;
  if (job.status !== 'running') return progress(jobId, job);
  const definition = JOB_DEFINITIONS[job.kind];
  const deadline = Date.now() + JOB_LIMITS.callBudgetMs;
  let staleJudgements = 0;
  try {
    while (!job.exhausted && Date.now() < deadline) {
      const result = await definition.step({ cursor: job.cursor, scope: job.scope, apply: job.mode === 'run' });
      const committed = await commitStep(async (tx) => {
        const now = (await tx.get(ref)).data() as StoredJob;
        if (now.leaseHolder !== holder) throw new HttpsError('aborted', 'Another runner took over this job.');
        result.writes?.(tx);
        const next = {
          cursor: result.nextCursor,
          exhausted: result.exhausted,
          processed: now.processed + result.processed,
          total: Math.max(now.total, now.processed + result.processed),
          changes: appendCapped(now.changes, result.changes),
          changeCount: now.changeCount + result.changes.length,
          conflicts: appendCapped(now.conflicts, result.conflicts),
          conflictCount: now.conflictCount + result.conflicts.length,
          error: null,
        };
        tx.update(ref, { ...next, updatedAt: FieldValue.serverTimestamp() });
        return { ...now, ...next };
      });
      if (committed === 'stale') {
        // A document the step judged changed before its fix committed (a heartbeat renewed, a
        // viewer rejoined): nothing was written; judge the same slice again, a few times at most.
        if (++staleJudgements > JOB_STALE_RETRIES) throw new HttpsError('aborted', STALE_STEP_MESSAGE);
        continue;
      }
      staleJudgements = 0;
      if (job.mode === 'run') await result.afterCommit?.();
      job = committed;
    }
  } catch (error) {
    // The job stays resumable: the failed step committed nothing, the next call redoes it.
    const message = error instanceof HttpsError ? error.message : 'A step failed; resume to retry it.';
    logFailure('job step failed', error, { jobId, kind: job.kind });
    await ref.update({ error: message, leaseUntil: null, leaseHolder: null, updatedAt: FieldValue.serverTimestamp() });
    throw error instanceof HttpsError ? error : new HttpsError('internal', message);
  }
  const done = job.exhausted;
  await ref.update({
    leaseUntil: null,
    leaseHolder: null,
    updatedAt: FieldValue.serverTimestamp(),
    ...(done ? { status: 'done', finishedAt: FieldValue.serverTimestamp() } : {}),
  });
  if (done) {
    await logAdminAction(caller, 'finishJob', jobId, {
      kind: job.kind,
      mode: job.mode,
      scope: job.scope,
      processed: job.processed,
      changeCount: job.changeCount,
      conflictCount: job.conflictCount,
    });
  }
  return progress(jobId, { ...job, status: done ? 'done' : 'running' });
}
