import { REPORT_STATUS_LABELS, REPORT_TRANSITIONS, type ReportStatus } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { requireActiveAccount } from '../users/lib/activeAccount.js';
import { reportsCollection } from './lib/reportRefs.js';

/**
 * Moves a report through the workflow (domain REPORT_TRANSITIONS) with a note; who and when are
 * stamped by the server and appended to the report's history. Audited.
 */
export const updateReport = defineCallable(
  'updateReport',
  { roles: ['admin'] },
  async ({ reportId, status, note }, caller) => {
    const ref = reportsCollection().doc(reportId);
    const { displayName } = await requireActiveAccount(caller.uid);
    const from = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw new HttpsError('not-found', 'That report does not exist.');
      const current = snapshot.get('status') as ReportStatus;
      if (!REPORT_TRANSITIONS[current].includes(status)) {
        throw new HttpsError(
          'aborted',
          `A report that is ${REPORT_STATUS_LABELS[current].toLowerCase()} cannot become ${REPORT_STATUS_LABELS[status].toLowerCase()}.`,
        );
      }
      const at = Timestamp.now();
      tx.update(ref, {
        status,
        note,
        handledBy: caller.uid,
        handledByName: displayName,
        handledAt: at,
        updatedAt: at,
        history: FieldValue.arrayUnion({ status, note, by: caller.uid, at }),
        // Every administrator who moved it, so deleting one finds the reports whose history names
        // them (a history entry's `by` cannot be queried): docs/personal-data.md.
        handlerUids: FieldValue.arrayUnion(caller.uid),
      });
      return current;
    });
    await logAdminAction(caller, 'report.update', `reports/${reportId}`, { from, to: status, note });
    return { reportId, status };
  },
);
