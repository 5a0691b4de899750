import type { ReportCategory, ReportDoc, ReportStatus, ReportSubject } from '@civic/domain';
import type { QueryDocumentSnapshot, Timestamp } from 'firebase/firestore';

/** A report as screens show it (times as epoch ms). */
export interface ReportView {
  id: string;
  subject: ReportSubject;
  category: ReportCategory;
  text: string;
  reporterName: string;
  eventId: string | null;
  commentId: string | null;
  commentText: string | null;
  status: ReportStatus;
  note: string;
  handledByName: string | null;
  handledAtMs: number | null;
  createdAtMs: number;
}

export function toReportView(snapshot: QueryDocumentSnapshot): ReportView {
  const data = snapshot.data() as ReportDoc<Timestamp | null>;
  return {
    id: snapshot.id,
    subject: data.subject,
    category: data.category,
    text: data.text,
    reporterName: data.reporterName,
    eventId: data.eventId,
    commentId: data.commentId,
    commentText: data.commentText,
    status: data.status,
    note: data.note,
    handledByName: data.handledByName,
    handledAtMs: data.handledAt?.toMillis() ?? null,
    createdAtMs: data.createdAt?.toMillis() ?? Date.now(),
  };
}

export const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
