import type { Transaction } from 'firebase-admin/firestore';
import { urnShardRef } from './ballotRecord.js';

/**
 * Rewrites every urn shard in the caller's transaction (one commit). Until then a shard's update time is the
 * commit time of the last ballot cast into it, which equals that voter's census update time;
 * afterwards every shard carries the same time and that last link is gone
 * (docs/constitutional-vote.md, "What the database's own metadata reveals").
 */
export function sealUrn(tx: Transaction, ballotId: string, shards: number): void {
  for (let shard = 0; shard < shards; shard++) {
    tx.set(urnShardRef(ballotId, shard), { sealed: true }, { merge: true });
  }
}
