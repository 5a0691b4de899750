/**
 * Reports users file about a comment or a problem (the stream, a poll, the constitutional vote,
 * their account, other), at `reports/{reportId}`,
 * and the admin workflow open → in review → resolved or dismissed. Written only by the report
 * callables; the reporter reads their own, admins read all (firestore.rules).
 */
/**
 * Reports users file about a comment or a problem (the stream, a poll, the constitutional vote,
 * their account, other), at `reports/{reportId}`,
 * and the admin workflow open → in review → resolved or dismissed. Written only by the report
 * callables; the reporter reads their own, admins read all (firestore.rules).
 */

export const REPORT_LIMITS = { textMax: 1000, noteMax: 1000, pageSize: 25 } as const;

export const REPORT_SUBJECTS = ['comment', 'stream', 'poll', 'vote', 'account', 'other'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
/** How the reporter and the admin list name each subject. */
export const REPORT_SUBJECT_LABELS: Record<ReportSubject, string> = {
  comment: 'A comment',
  stream: 'The stream (video or sound)',
  poll: 'A poll',
  vote: 'The constitutional vote',
  account: 'My account',
  other: 'Something else',
};
/** Reported from inside a live event only: a comment of it, its stream. */
export const EVENT_REPORT_SUBJECTS = ['comment', 'stream'] as const satisfies readonly ReportSubject[];
/** Never about an event: the constitutional vote and one's account are reported from anywhere. */
export const EVENTLESS_REPORT_SUBJECTS = ['vote', 'account'] as const satisfies readonly ReportSubject[];

export const REPORT_CATEGORIES = ['abuse', 'spam', 'misinformation', 'technical', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  abuse: 'Abuse or harassment',
  spam: 'Spam',
  misinformation: 'Misinformation',
  technical: 'Technical problem',
  other: 'Other',
};

export const REPORT_STATUSES = ['open', 'in-review', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  'in-review': 'In review',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};
/** A report still waiting for someone: the reporter cannot file another about the same comment. */
export const OPEN_REPORT_STATUSES = ['open', 'in-review'] as const satisfies readonly ReportStatus[];

/** The workflow: which status may follow which. Closing needs a note (checked by the schema). */
export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  open: ['in-review', 'resolved', 'dismissed'],
  'in-review': ['open', 'resolved', 'dismissed'],
  resolved: ['in-review'],
  dismissed: ['in-review'],
};

export interface ReportHistoryEntry<TTime = unknown> {
  status: ReportStatus;
  note: string;
  by: string;
  at: TTime;
}

/**
 * `reports/{reportId}`: the reporter stamp, which deleteUser anonymises (AUTHORED_CONTENT,
 * domain/src/contributions.ts), the text and the workflow.
 */
export interface ReportDoc<TTime = unknown> {
  /** null once the reporter's account is deleted. */
  reporterUid: string | null;
  reporterName: string;
  /** Set when the reporter's account was deleted. */
  authorDeleted?: boolean;
  subject: ReportSubject;
  category: ReportCategory;
  text: string;
  eventId: string | null;
  /**
   * Set when the subject is a comment; the admin screen links to its moderation actions. The
   * comment's text is not here: the reporter reads this document, and a comment hidden or deleted
   * later must not reach them through it. Its snapshot is the admins' ReportEvidenceDoc.
   */
  commentId: string | null;
  status: ReportStatus;
  note: string;
  handledBy: string | null;
  /** The moderator's display name at the time, for the admin list (the reporter sees status and note). */
  handledByName: string | null;
  /** Every administrator who moved the report (the `by` of its history), so a deletion finds them. */
  handlerUids?: string[];
  handledAt: TTime | null;
  createdAt: TTime;
  updatedAt: TTime;
  history: ReportHistoryEntry<TTime>[];
}

/**
 * `reports/{reportId}/evidence/comment`: a snapshot of the reported comment taken when the report
 * was filed, so the report survives the comment's removal. Readable by admins only
 * (firestore.rules): hidden and deleted words never reach citizens (docs/trust.md).
 */
export const REPORT_EVIDENCE_DOC = 'comment';
export interface ReportEvidenceDoc<TTime = unknown> {
  text: string;
  authorUid: string | null;
  takenAt: TTime;
}

/**
 * A comment report's id is derived from reporter and comment, so "one open report per user per
 * comment" is one document's state, checked in a transaction — two quick clicks cannot make two.
 */
export function commentReportId(eventId: string, commentId: string, uid: string): string {
  return `c_${eventId}_${commentId}_${uid}`;
}
export interface FileReportResponse {
  reportId: string;
}
export interface UpdateReportResponse {
  reportId: string;
  status: ReportStatus;
}
