import { urnShardOf } from '@civic/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../platform/callable.js';
import { loadBallot, urnShardRef } from './lib/ballotRecord.js';

/**
 * Anyone signed in may ask whether a receipt's ballot is in the box: the answer is inclusion
 * only, never the ballot's answers, so a receipt cannot prove to anyone how its holder voted.
 * Receipts are 128 random bits, so asking about guessed codes finds nothing.
 */
export const checkReceipt = defineCallable(
  'checkReceipt',
  { roles: ['user', 'admin'] },
  async ({ ballotId, receipt }) => {
    const ballot = await loadBallot(ballotId);
    if (ballot.status === 'draft' || !ballot.urnShards) {
      throw new HttpsError('not-found', 'No constitutional vote with this id.');
    }
    const shard = await urnShardRef(ballotId, urnShardOf(receipt, ballot.urnShards)).get();
    return { included: shard.get(new FieldPath('ballots', receipt)) !== undefined };
  },
);
