import type { ReportCategory, ReportDoc, ReportStatus, ReportSubject } from '@civic/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { millisOf, readDoc, requiredMillisOf } from '@/lib/firebase/time';

/** A report as screens show it (times as epoch ms). */
export interface ReportView {
  id: string;
  subject: ReportSubject;
  category: ReportCategory;
  text: string;
  reporterName: string;
  eventId: string | null;
  commentId: string | null;
  status: ReportStatus;
  note: string;
  handledByName: string | null;
  handledAtMs: number | null;
  createdAtMs: number;
}

export function toReportView(snapshot: QueryDocumentSnapshot): ReportView {
  const data = readDoc<ReportDoc<unknown>>(snapshot);
  return {
    id: snapshot.id,
    subject: data.subject,
    category: data.category,
    text: data.text,
    reporterName: data.reporterName,
    eventId: data.eventId,
    commentId: data.commentId,
    status: data.status,
    note: data.note,
    handledByName: data.handledByName,
    handledAtMs: millisOf(data.handledAt),
    createdAtMs: requiredMillisOf(data.createdAt),
  };
}
