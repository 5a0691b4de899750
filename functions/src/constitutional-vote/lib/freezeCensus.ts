import { COLLECTIONS, urnShardsFor, type CensusMode, because } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';
import { ballotRef, censusRef, loadBallot, requireDraft } from './ballotRecord.js';

const BATCH = 450;

/** The uids a census mode takes in right now: active user accounts (marked eligible, if asked). */
export async function censusUids(mode: CensusMode): Promise<string[]> {
  let query = db.collection(COLLECTIONS.users).where('role', '==', 'user').where('status', '==', 'active');
  if (mode === 'eligible') query = query.where('eligible', '==', true);
  return (await query.select().get()).docs.map((d) => d.id);
}

/**
 * Opens a draft: takes the census from the accounts as they are now, writes one `census/{uid}`
 * entry per voter, then — in one transaction that re-checks the draft — records the census size and
 * announces the ballot. Casting needs the ballot to be
 * open, so nobody can vote against a half-written census; a failed attempt can simply be retried
 * (entries left over from it that no longer belong are removed first).
 */
export async function openBallot(ballotId: string): Promise<number> {
  const draft = await loadBallot(ballotId);
  requireDraft(draft, 'it');
  if (draft.closesAt.toMillis() <= Date.now()) {
    throw new HttpsError(
      'aborted',
      'The closing time has passed: set a later one before opening.',
      because('closing-time-passed'),
    );
  }
  const uids = await censusUids(draft.censusMode);
  if (uids.length === 0)
    throw new HttpsError('aborted', 'Nobody is on the census: mark eligible voters first.', because('census-empty'));

  const keep = new Set(uids);
  const leftovers = (await ballotRef(ballotId).collection(COLLECTIONS.census).select().get()).docs
    .map((d) => d.ref)
    .filter((ref) => !keep.has(ref.id));
  const writes = [
    ...leftovers.map((ref) => (batch: FirebaseFirestore.WriteBatch) => batch.delete(ref)),
    ...uids.map(
      (uid) => (batch: FirebaseFirestore.WriteBatch) => batch.set(censusRef(ballotId, uid), { uid, voted: false }),
    ),
  ];
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH)) write(batch);
    await batch.commit();
  }

  await db.runTransaction(async (tx) => {
    const ballot = await loadBallot(ballotId, tx);
    requireDraft(ballot, 'it');
    tx.update(ballotRef(ballotId), {
      status: 'open',
      censusSize: uids.length,
      urnShards: urnShardsFor(uids.length),
      announcedAt: Timestamp.now(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return uids.length;
}
