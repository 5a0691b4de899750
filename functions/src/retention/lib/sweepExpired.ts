import { DAY_MS, SWEPT_RETENTION, type SweptRetention } from '@civic/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

/** Documents read and deleted per page: well under a batch's 500 writes. */
const PAGE_SIZE = 200;

/** Deletes the expired records; subcollections outlive their parent, so those that have some go whole. */
async function remove(rule: SweptRetention, expired: QueryDocumentSnapshot[]): Promise<void> {
  if (rule.withSubcollections) {
    for (const doc of expired) await db.recursiveDelete(doc.ref);
    return;
  }
  const batch = db.batch();
  for (const doc of expired) batch.delete(doc.ref);
  await batch.commit();
}

/** Deletes one collection group's records whose `field` is older than its retention, page by page. */
async function sweep(rule: SweptRetention, nowMs: number): Promise<number> {
  const cutoff = Timestamp.fromMillis(nowMs - rule.days * DAY_MS);
  const due = db.collectionGroup(rule.collectionGroup).where(rule.field, '<', cutoff).orderBy(rule.field);
  let deleted = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? due.startAfter(after) : due).limit(PAGE_SIZE).get();
    const expired = page.docs.filter(
      (doc) => !rule.onlyWhen || rule.onlyWhen.in.includes(doc.get(rule.onlyWhen.field) as string | boolean),
    );
    if (expired.length > 0) {
      await remove(rule, expired);
      deleted += expired.length;
    }
    if (page.size < PAGE_SIZE) return deleted;
    after = page.docs[page.size - 1];
  }
}

/**
 * Enforces the swept rows of the retention table (domain SWEPT_RETENTION) at `nowMs`: returns how
 * many records each collection group lost. Safe to re-run: a second pass finds nothing due.
 */
export async function sweepExpired(nowMs: number): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const rule of SWEPT_RETENTION) removed[rule.collectionGroup] = await sweep(rule, nowMs);
  return removed;
}
