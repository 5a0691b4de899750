import { COLLECTIONS, type CallableName } from '@civic/domain';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from './app.js';
import { logFailure } from './logFailure.js';

/**
 * How long a first outcome is answered again. A retry after a timeout comes within minutes; an hour
 * bounds how long a temporary password sits in a server-only document (docs/trust.md). A TTL policy
 * on `expiresAt` deletes the records; until it does, an expired one counts as absent.
 */
export const OUTCOME_LIFETIME_MS = 60 * 60 * 1000;
/** Longer than any callable's timeout (300 s): a run older than this was interrupted. */
const RUNNING_AT_MOST_MS = 10 * 60 * 1000;

interface OutcomeRecord {
  callerUid: string;
  callable: CallableName;
  /** A hash of the request without its id: the same id with another request is refused. */
  fingerprint: string;
  state: 'running' | 'done';
  startedAt: number;
  /** The response as JSON (ids, and for createUser the temporary password). */
  response?: string;
  expiresAt: Timestamp;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The same id from the same caller to the same callable: one record, whoever else uses the id. */
export function outcomeKey(callable: CallableName, callerUid: string, requestId: string): string {
  return sha256(JSON.stringify([callable, callerUid, requestId]));
}

function fingerprintOf(input: unknown): string {
  const { requestId: _ignored, ...rest } = input as Record<string, unknown>;
  return sha256(JSON.stringify(rest));
}

/**
 * Runs a create once per (callable, caller, request id) and answers every repeat with the first
 * outcome. Two copies at once: the second is told the first is still being handled. A run that
 * failed leaves nothing behind, so its retry runs again. A run interrupted mid-way (its instance
 * died) is run again only when `rerunWhenInterrupted` says the handler itself cannot create twice;
 * otherwise the retry is told it may or may not have been saved, never "done" or "not done" falsely.
 */
export async function answerOnce<T>(
  callable: CallableName,
  callerUid: string,
  requestId: string,
  input: unknown,
  run: () => Promise<T>,
  options: { rerunWhenInterrupted?: boolean } = {},
): Promise<T> {
  const ref = db.collection(COLLECTIONS.requestOutcomes).doc(outcomeKey(callable, callerUid, requestId));
  const fingerprint = fingerprintOf(input);
  const replay = await db.runTransaction(async (tx) => {
    const now = Date.now();
    const found = (await tx.get(ref)).data() as OutcomeRecord | undefined;
    if (found && found.expiresAt.toMillis() > now) {
      if (found.fingerprint !== fingerprint) {
        throw new HttpsError(
          'failed-precondition',
          'This request id was already used for a different request. Reload the page and try again.',
        );
      }
      if (found.state === 'done') return { response: JSON.parse(found.response ?? 'null') as T };
      if (now - found.startedAt < RUNNING_AT_MOST_MS) {
        throw new HttpsError(
          'aborted',
          'This request is still being handled. Wait a moment, then send it again to see how it ended.',
        );
      }
      if (!options.rerunWhenInterrupted) {
        throw new HttpsError(
          'aborted',
          'This request was interrupted and may or may not have been saved. Check the list before trying again.',
        );
      }
    }
    const record: OutcomeRecord = {
      callerUid,
      callable,
      fingerprint,
      state: 'running',
      startedAt: now,
      expiresAt: Timestamp.fromMillis(now + OUTCOME_LIFETIME_MS),
    };
    tx.set(ref, record);
    return null;
  });
  if (replay) return replay.response;
  let response: T;
  try {
    response = await run();
  } catch (error) {
    await ref.delete();
    throw error;
  }
  // The work is done: a failure to record it must not turn this answer into an error. Its retry
  // then meets an interrupted run (see above).
  await ref
    .update({ state: 'done', response: JSON.stringify(response ?? null) })
    .catch((error: unknown) => logFailure(`${callable}: outcome not recorded`, error, { callerUid }));
  return response;
}
