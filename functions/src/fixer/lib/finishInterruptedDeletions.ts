import { COLLECTIONS, type JobChange } from '@civic/domain';
import { createHash } from 'node:crypto';
import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { finishDeletion } from '../../privacy/lib/eraseAccount.js';
import type { JobDefinition, StepResult } from './jobStep.js';

const TOMBSTONES_PER_STEP = 20;

/**
 * How the job's diff names a deleted account: a digest of its id, never the id itself, so the
 * job's own document does not become one more place that holds it.
 */
export const deletionReference = (uid: string) => createHash('sha256').update(uid).digest('hex').slice(0, 12);

/**
 * Walks the deleted accounts' tombstones by id and finishes every deletion not marked finished
 * (a deletion whose function died half-way, or one made before deletions removed everything; see
 * docs/personal-data.md). Finishing is itself retry-safe, so it runs outside the step's
 * transaction, like the mirror job's writes: a step interrupted after it simply finds the
 * deletion finished next time.
 */
export const finishInterruptedDeletions: JobDefinition = {
  async estimateTotal() {
    return (await db.collection(COLLECTIONS.deletedAccounts).count().get()).data().count;
  },

  async step({ cursor, apply }): Promise<StepResult> {
    // The cursor counts the tombstones walked, never names one: a tombstone's id is the deleted
    // uid, and the job's document must not become one more place that holds it. (A tombstone
    // written during the walk may shift the count by one: the next run finds what this one missed.)
    const walked = Number(cursor ?? 0);
    const page = await db
      .collection(COLLECTIONS.deletedAccounts)
      .orderBy(FieldPath.documentId())
      .select('finished')
      .offset(walked)
      .limit(TOMBSTONES_PER_STEP)
      .get();
    const unfinished = page.docs.filter((doc) => doc.get('finished') !== true);
    const changes: JobChange[] = [];
    for (const doc of unfinished) {
      changes.push({
        item: `deleted account ${deletionReference(doc.id)}`,
        field: 'deletion',
        before: 'interrupted',
        after: 'finished',
      });
      if (apply) await finishDeletion(doc.id);
    }
    return {
      processed: page.size,
      nextCursor: String(walked + page.size),
      exhausted: page.size < TOMBSTONES_PER_STEP,
      changes,
      conflicts: [],
    };
  },
};
