import { FieldValue, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { alreadyExists, preconditionFailed } from './transactionErrors.js';

/**
 * The publishing lease of a pulse: a server-written summary (the reactions pulse, a poll's
 * results) rewritten at most once a period however many callers ask. The lease is one small
 * document `{ at }`, taken with an optimistic write rather than a transaction, so that among
 * callers asking in the same instant exactly one wins and the others learn it at once, with no
 * lock held while the sums are read. Its commit time is the pulse's `through`.
 */

/** At or after: Timestamps compared to the nanosecond. */
export const notBefore = (a: Timestamp, b: Timestamp) =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);

/** How long a caller waits before the pulse may be written again: 0 when it may be now. */
export const waitForLease = (lease: Timestamp | undefined, periodMs: number, nowMs: number) =>
  Math.max(0, lease ? lease.toMillis() + periodMs - nowMs : 0);

/**
 * Takes the publishing lease read as `lease`, if nobody took it since: its commit time, or null
 * when another caller's write won (a failed precondition, or a lease created meanwhile).
 */
export async function claimLease(lease: DocumentSnapshot): Promise<Timestamp | null> {
  try {
    const result = lease.exists
      ? await lease.ref.update({ at: FieldValue.serverTimestamp() }, { lastUpdateTime: lease.updateTime! })
      : await lease.ref.create({ at: FieldValue.serverTimestamp() });
    return result.writeTime;
  } catch (error) {
    if (preconditionFailed(error) || alreadyExists(error)) return null;
    throw error;
  }
}
