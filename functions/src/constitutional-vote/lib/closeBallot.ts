import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';
import { ballotRef, loadBallot } from './ballotRecord.js';
import { sealUrn } from './sealUrn.js';

/**
 * Ends voting now (or records that the scheduled close has passed). The transaction writes the
 * ballot document every cast reads, so a cast either committed before it or is refused after it;
 * the urn is sealed in the same commit.
 */
export async function closeBallot(ballotId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const ballot = await loadBallot(ballotId, tx);
    if (ballot.status !== 'open')
      throw new HttpsError('aborted', `Only an open ballot can be closed (this one is ${ballot.status}).`);
    const now = Timestamp.now();
    tx.update(ballotRef(ballotId), {
      status: 'closed',
      closesAt: ballot.closesAt.toMillis() < now.toMillis() ? ballot.closesAt : now,
      closedAt: now,
      updatedAt: FieldValue.serverTimestamp(),
    });
    sealUrn(tx, ballotId, ballot.urnShards ?? 0);
  });
}
