import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import type { Change } from 'firebase-functions';
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
 * when another caller's write won (a failed precondition, or a lease created meanwhile). Taking it
 * ends the previous lease's following (`publishAfter`).
 */
export async function claimLease(lease: DocumentSnapshot): Promise<Timestamp | null> {
  try {
    const result = lease.exists
      ? await lease.ref.update(
          { at: FieldValue.serverTimestamp(), follower: FieldValue.delete() },
          { lastUpdateTime: lease.updateTime! },
        )
      : await lease.ref.create({ at: FieldValue.serverTimestamp() });
    return result.writeTime;
  } catch (error) {
    if (preconditionFailed(error) || alreadyExists(error)) return null;
    throw error;
  }
}

/** Marks the fresh lease read as `lease` as followed, if nobody changed it since: whether we did. */
async function followLease(lease: DocumentSnapshot): Promise<boolean> {
  try {
    await lease.ref.update({ follower: true }, { lastUpdateTime: lease.updateTime! });
    return true;
  } catch (error) {
    if (preconditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Writes a pulse's summary unless a later one is already there (a holder whose sums were slow must
 * not replace the summary of the holder after it); each write counts one more in `pulses`. `data`
 * may be made from the summary it replaces (the pulse feed numbers its publications and keeps the
 * ones before), read in the same transaction.
 */
export async function writeSummary(
  summary: DocumentReference,
  data: DocumentData | ((current: DocumentSnapshot) => DocumentData),
  through: Timestamp,
): Promise<void> {
  try {
    await db.runTransaction(async (tx) => {
      const current = await tx.get(summary);
      const previous = current.get('through') as Timestamp | undefined;
      if (previous && notBefore(previous, through)) return;
      const pulses = ((current.get('pulses') as number | undefined) ?? 0) + 1;
      const written = typeof data === 'function' ? data(current) : data;
      tx.set(summary, { ...written, through, at: through, pulses });
    });
  } catch (error) {
    // Lost to another publication: its summary is at least as recent.
    if (!lostToContention(error)) throw error;
  }
}

/** A caller asks, or a follower waits, at most this many times (each wait is at most a pulse). */
export const PULSE_ASKS_MAX = 8;

export interface Pulse {
  summary: DocumentReference;
  lease: DocumentReference;
  periodMs: number;
}
/** Publishes the summary's exact sums, read after the lease was taken at `through`. */
export type Publish = (through: Timestamp) => Promise<void>;

/**
 * After a change committed at `changedAt` (a counted answer, a player's join): makes sure a
 * published summary includes it, at most a period late, without waiting.
 *
 * - A summary already includes it: `included`.
 * - The lease is free: the caller takes it and publishes (`publish`, given the lease's commit time
 *   as the summary's `through`): `published`.
 * - The lease was taken less than a period ago: the first caller to find it so marks it followed
 *   (a flag set with a precondition, so one caller wins): `followed`. The lease's follower trigger
 *   (`publishAsFollower`) then takes it as it expires and publishes. Whoever finds the flag already
 *   set, or loses the lease to another caller, is `deferred`: they read the lease after their
 *   change, so its next taking commits after their change, and whoever takes it publishes sums read
 *   after that.
 *
 * So the last change of a burst is always published, at most a period late, and no counting
 * trigger waits: in production a burst bills one waiting follower a period, not a wait a change,
 * and the Functions emulator, which runs one function's events one after another, is not held a
 * second a change (docs/scale.md, "Results on a pulse").
 */
export async function publishAfter(
  changedAt: Timestamp,
  pulse: Pulse,
  publish: Publish,
): Promise<'included' | 'published' | 'followed' | 'deferred' | 'gave-up'> {
  for (let attempt = 1; attempt <= PULSE_ASKS_MAX; attempt++) {
    const [summary, lease] = await Promise.all([pulse.summary.get(), pulse.lease.get()]);
    const through = summary.get('through') as Timestamp | undefined;
    if (through && notBefore(through, changedAt)) return 'included';
    if (waitForLease(lease.get('at') as Timestamp | undefined, pulse.periodMs, Date.now()) === 0) {
      const claimedAt = await claimLease(lease);
      // Taken by another caller since we read it, so after our change: theirs includes it.
      if (!claimedAt) return 'deferred';
      await publish(claimedAt);
      return 'published';
    }
    if (lease.get('follower') === true) return 'deferred';
    if (await followLease(lease)) return 'followed';
    // Lost the flag, or the lease changed meanwhile: read again.
  }
  return 'gave-up';
}

/**
 * The lease's `at` when this write to it marked it followed (`publishAfter`), else null: what a
 * follower trigger on the lease document answers, once for each lease followed.
 */
export function newlyFollowed(change: Change<DocumentSnapshot> | undefined): Timestamp | null {
  if (!change?.after.exists || change.after.get('follower') !== true) return null;
  if (change.before.exists && change.before.get('follower') === true) return null;
  return (change.after.get('at') as Timestamp | undefined) ?? null;
}

/**
 * The follower of the lease taken at `heldAt`: once it expires, takes it and publishes. Callers
 * were deferred to this follower, so it does not stop at a summary that includes some changes; it
 * stops early only when the lease was taken again meanwhile, by a holder that publishes after it.
 */
export async function publishAsFollower(
  heldAt: Timestamp,
  pulse: Pulse,
  publish: Publish,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<'published' | 'deferred' | 'gave-up'> {
  for (let attempt = 1; attempt <= PULSE_ASKS_MAX; attempt++) {
    const lease = await pulse.lease.get();
    const at = lease.get('at') as Timestamp | undefined;
    if (!at?.isEqual(heldAt)) return 'deferred';
    const waitMs = waitForLease(at, pulse.periodMs, Date.now());
    if (waitMs > 0) {
      await wait(waitMs);
      continue;
    }
    const claimedAt = await claimLease(lease);
    if (!claimedAt) return 'deferred';
    await publish(claimedAt);
    return 'published';
  }
  return 'gave-up';
}
