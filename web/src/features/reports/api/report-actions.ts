import {
  COLLECTIONS,
  REPORT_EVIDENCE_DOC,
  REPORT_STATUSES,
  type ReportEvidenceDoc,
  type ReportStatus,
  type RequestOf,
} from '@civic/domain';
import {
  collection,
  doc,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toReportView, type ReportView } from './report-view';

const reports = () => collection(firestore, COLLECTIONS.reports);

/** Files a report through the server (one open report per user per comment, rate limited). */
export function fileReport(request: RequestOf<'fileReport'>) {
  return callFunction('fileReport', request);
}

/** Admin: moves a report along open → in review → resolved / dismissed, with a note. */
export function updateReport(request: RequestOf<'updateReport'>) {
  return callFunction('updateReport', request);
}

/** The signed-in user's own reports, newest first, live (the rules allow no one else's). */
export function useMyReports(uid: string) {
  return useSnapshot<ReportView[]>(`mine:${uid}`, (onData, onError) =>
    onSnapshot(
      query(reports(), where('reporterUid', '==', uid), orderBy('createdAt', 'desc'), limit(50)),
      (snapshot) => onData(snapshot.docs.map(toReportView)),
      onError,
    ),
  );
}

export type ReportFilter = ReportStatus | 'all';

/** Admin: reports under a status filter, newest first, live; widened by "Show more". */
export function useReportList(filter: ReportFilter, size: number) {
  const constraints: QueryConstraint[] = filter === 'all' ? [] : [where('status', '==', filter)];
  return useSnapshot<{ reports: ReportView[]; mayHaveMore: boolean }>(`${filter}:${size}`, (onData, onError) =>
    onSnapshot(
      query(reports(), ...constraints, orderBy('createdAt', 'desc'), limit(size)),
      (snapshot) => onData({ reports: snapshot.docs.map(toReportView), mayHaveMore: snapshot.size >= size }),
      onError,
    ),
  );
}

/**
 * Admin: the reported comment's text as it was when the report was filed (null when the report
 * has none), live — a re-filed report takes a new snapshot. Kept apart from the report, which the
 * reporter reads, so hidden and deleted words never reach them (docs/trust.md).
 */
export function useReportedCommentText(reportId: string) {
  return useSnapshot<string | null>(`evidence:${reportId}`, (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.reports, reportId, COLLECTIONS.reportEvidence, REPORT_EVIDENCE_DOC),
      (snapshot) => onData((snapshot.data() as ReportEvidenceDoc | undefined)?.text ?? null),
      onError,
    ),
  );
}

/** Admin: how many reports are in each status (count aggregations: no report is downloaded). */
export async function countReportsByStatus(): Promise<Record<ReportStatus, number>> {
  const counts = await Promise.all(
    REPORT_STATUSES.map(async (status) => {
      const snapshot = await getCountFromServer(query(reports(), where('status', '==', status)));
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ReportStatus, number>;
}
