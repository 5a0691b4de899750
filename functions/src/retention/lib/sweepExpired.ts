import {
  COLLECTIONS,
  DAY_MS,
  REPORT_EVIDENCE_DOC,
  SWEPT_RETENTION,
  type ReportStatus,
  type SweptRetention,
} from '@civic/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

/** Documents read and deleted per batch: well under a batch's 500 writes with a report's evidence. */
const PAGE_SIZE = 200;

/** What a removal takes with it: a report's evidence snapshot (subcollections outlive their parent). */
function companions(doc: QueryDocumentSnapshot) {
  return doc.ref.parent.id === COLLECTIONS.reports && doc.ref.parent.parent === null
    ? [doc.ref.collection(COLLECTIONS.reportEvidence).doc(REPORT_EVIDENCE_DOC)]
    : [];
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
      (doc) => !rule.onlyStatuses || rule.onlyStatuses.includes(doc.get('status') as ReportStatus),
    );
    if (expired.length > 0) {
      const batch = db.batch();
      for (const doc of expired) for (const ref of [doc.ref, ...companions(doc)]) batch.delete(ref);
      await batch.commit();
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
