import { DEFAULT_OPEN_DURATION_MS, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { pollRef } from './lib/pollRecord.js';
import { publishExactResults } from './lib/resultsPulse.js';

/**
 * Admin only: "open now" publishes the poll and moves its opening to now (keeping a future closing
 * time, else open for DEFAULT_OPEN_DURATION_MS); "close now" moves its closing to now. Server time
 * decides, the same clock the vote rule reads.
 */
export async function handleOpenOrClosePoll(
  { pollId, action }: RequestOf<'openOrClosePoll'>,
  caller: Caller,
): Promise<ResponseOf<'openOrClosePoll'>> {
  const ref = pollRef(pollId);
  const result = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new HttpsError('not-found', `No poll ${pollId}.`);
    const now = Date.now();
    const opensAt = (current.get('opensAt') as Timestamp).toMillis();
    const closesAt = (current.get('closesAt') as Timestamp).toMillis();
    const next =
      action === 'open'
        ? { opensAt: now, closesAt: closesAt > now ? closesAt : now + DEFAULT_OPEN_DURATION_MS }
        : { opensAt: Math.min(opensAt, now), closesAt: now };
    tx.update(ref, {
      published: true,
      opensAt: Timestamp.fromMillis(next.opensAt),
      closesAt: Timestamp.fromMillis(next.closesAt),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return next;
  });
  // Closed: the exact final result at once, not at the next pulse (answers counted later, having
  // been cast before the close, publish themselves as usual).
  if (action === 'close') await publishExactResults(ref);
  await logAdminAction(caller, 'openOrClosePoll', pollId, { action });
  return { pollId, ...result };
}

export const openOrClosePoll = defineCallable('openOrClosePoll', { roles: ['admin'] }, handleOpenOrClosePoll);
