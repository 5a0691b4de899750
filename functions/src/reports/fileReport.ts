import {
  COLLECTIONS,
  COMMENT_LIMITS,
  OPEN_REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  commentReportId,
  formatDuration,
  REPORT_EVIDENCE_DOC,
  type ReportEvidenceDoc,
  type ReportDoc,
  type ReportStatus,
  type RefusalDetails,
  because,
} from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable } from '../platform/callable.js';
import { commenterRef, requireComment } from '../comments/lib/commentRefs.js';
import { requireActiveAccount } from '../users/lib/activeAccount.js';
import { reportsCollection } from './lib/reportRefs.js';
import { requireReportableEvent } from './lib/reportableEvent.js';

/**
 * Files a report about a comment or a problem. A comment report's id is derived from the reporter
 * and the comment, so "one open report per user per comment" is checked on one document in a
 * transaction; a report that was closed is re-opened rather than duplicated. Reports share the
 * commenting rate limit (one per 5 s per account), so one account cannot flood the admin's list.
 *
 * A stream or poll report names an event that is live or has ended (`requireReportableEvent`).
 * Only a comment the reporter can see (visible) can be reported, and its text is copied only into
 * the report's evidence, which admins alone read: the reporter's own document never carries words
 * a moderator hides or deletes (docs/trust.md "Who may read what").
 */
export const fileReport = defineCallable('fileReport', { roles: ['user', 'admin'] }, async (input, caller) => {
  const { displayName } = await requireActiveAccount(caller.uid);
  const ref =
    input.subject === 'comment'
      ? reportsCollection().doc(commentReportId(input.eventId!, input.commentId!, caller.uid))
      : reportsCollection().doc();
  await db.runTransaction(async (tx) => {
    const commented = input.subject === 'comment' ? await requireComment(tx, input.eventId!, input.commentId!) : null;
    if (commented && commented.comment.status !== 'visible') {
      throw new HttpsError('not-found', 'That comment is no longer shown.', because('comment-gone'));
    }
    if (!commented && input.eventId !== null) await requireReportableEvent(tx, input.eventId);
    const [existing, reporter] = await Promise.all([tx.get(ref), tx.get(commenterRef(caller.uid))]);
    const status = existing.get('status') as ReportStatus | undefined;
    if (status && (OPEN_REPORT_STATUSES as readonly string[]).includes(status)) {
      throw new HttpsError(
        'aborted',
        `You have already reported this comment (${REPORT_STATUS_LABELS[status].toLowerCase()}).`,
      );
    }
    const now = Date.now();
    const last = (reporter.get('lastReportAt') as Timestamp | undefined)?.toMillis() ?? 0;
    const wait = COMMENT_LIMITS.rateLimitSeconds - (now - last) / 1000;
    if (wait > 0) {
      throw new HttpsError('resource-exhausted', `You are reporting too fast. Try again in ${formatDuration(wait)}.`, {
        reason: 'reporting-too-fast',
        retryAfterSeconds: wait,
      } satisfies RefusalDetails);
    }
    const at = Timestamp.fromMillis(now);
    const report: ReportDoc = {
      subject: input.subject,
      category: input.category,
      text: input.text,
      eventId: input.eventId,
      commentId: input.commentId,
      reporterUid: caller.uid,
      reporterName: displayName,
      status: 'open',
      note: '',
      handledBy: null,
      handledByName: null,
      handledAt: null,
      createdAt: at,
      updatedAt: at,
      history: [
        ...((existing.get('history') as ReportDoc['history'] | undefined) ?? []),
        { status: 'open', note: '', by: caller.uid, at },
      ],
    };
    tx.set(ref, report);
    if (commented) {
      const evidence: ReportEvidenceDoc = {
        text: commented.comment.text,
        authorUid: commented.comment.authorUid,
        takenAt: at,
      };
      tx.set(ref.collection(COLLECTIONS.reportEvidence).doc(REPORT_EVIDENCE_DOC), evidence);
    }
    tx.set(commenterRef(caller.uid), { lastReportAt: at }, { merge: true });
    if (commented) tx.update(commented.ref, { reportCount: FieldValue.increment(1) });
  });
  return { reportId: ref.id };
});
