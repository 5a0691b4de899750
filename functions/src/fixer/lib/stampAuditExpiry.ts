import { COLLECTIONS, auditExpiryMs } from '@civic/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { stampingJob } from './stampingJob.js';

/** Two years after the entry was written, as `logAdminAction` stamps it. */
const expiryOf = (doc: QueryDocumentSnapshot) =>
  Timestamp.fromMillis(auditExpiryMs((doc.get('at') as Timestamp).toMillis()));

/**
 * Audit entries written before the TTL field existed carry no `expireAt`, and the TTL policy passes
 * over them: they would stay for good (docs/privacy.md). This job walks the log by the time each
 * entry was written (a deletion's entry is named after the deleted uid, so the cursor is a time)
 * and gives every entry without an expiry the one it would have had: two years after its `at`. An
 * entry already older than that is then removed by the TTL policy within a day.
 */
export const stampAuditExpiry = stampingJob({
  query: () => db.collection(COLLECTIONS.auditLog),
  timeField: 'at',
  perStep: 200,
  lacks: (doc) => !(doc.get('expireAt') instanceof Timestamp),
  change: (doc) => ({
    item: `audit entry ${String(doc.get('action') ?? '')} of ${(doc.get('at') as Timestamp).toDate().toISOString()}`,
    field: 'expireAt',
    before: '(none)',
    after: expiryOf(doc).toDate().toISOString(),
  }),
  stamp: (doc) => ({ expireAt: expiryOf(doc) }),
});
