import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from './app.js';
import { alreadyExists, lostToContention, preconditionFailed } from './transactionErrors.js';

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

/**
 * Writes a pulse's summary unless a later one is already there (a holder whose sums were slow must
 * not replace the summary of the holder after it); each write counts one more in `pulses`.
 */
export async function writeSummary(summary: DocumentReference, data: DocumentData, through: Timestamp): Promise<void> {
  try {
    await db.runTransaction(async (tx) => {
      const current = await tx.get(summary);
      const previous = current.get('through') as Timestamp | undefined;
      if (previous && notBefore(previous, through)) return;
      const pulses = ((current.get('pulses') as number | undefined) ?? 0) + 1;
      tx.set(summary, { ...data, through, at: through, pulses });
    });
  } catch (error) {
    // Lost to another publication: its summary is at least as recent.
    if (!lostToContention(error)) throw error;
  }
}

/** A caller asks at most this many times (each wait is at most a pulse). */
export const PULSE_ASKS_MAX = 8;
/** Spread over this many ms, callers told "too soon" together do not all ask at the same instant. */
const ASK_JITTER_MS = 200;

/**
 * After a change committed at `changedAt` (a counted answer, a player's join): makes sure a
 * published summary includes it. Already included — done. Otherwise the caller takes the lease and
 * publishes (`publish`, given the lease's commit time as the summary's `through`), or, the lease
 * taken less than a period ago, waits until it may be taken and asks again: the last change of a
 * burst is therefore always published, at most a period late.
 */
export async function publishAfter(
  changedAt: Timestamp,
  pulse: { summary: DocumentReference; lease: DocumentReference; periodMs: number },
  publish: (through: Timestamp) => Promise<void>,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<'included' | 'published' | 'gave-up'> {
  for (let attempt = 1; attempt <= PULSE_ASKS_MAX; attempt++) {
    const [summary, lease] = await Promise.all([pulse.summary.get(), pulse.lease.get()]);
    const through = summary.get('through') as Timestamp | undefined;
    if (through && notBefore(through, changedAt)) return 'included';
    const waitMs = waitForLease(lease.get('at') as Timestamp | undefined, pulse.periodMs, Date.now());
    if (waitMs > 0) {
      await wait(waitMs + Math.random() * ASK_JITTER_MS);
      continue;
    }
    const claimedAt = await claimLease(lease);
    // Another caller took it after our change: its publication will include it; check again.
    if (!claimedAt) continue;
    await publish(claimedAt);
    return 'published';
  }
  return 'gave-up';
}
