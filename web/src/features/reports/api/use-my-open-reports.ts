import { OPEN_REPORT_STATUSES } from '@civic/domain';
import { limit, onSnapshot, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { reportsCollection } from './report-refs';
import { toReportView, type ReportView } from './report-view';

const SHOWN = 5;

/** The user's own reports still open or in review, live (the rules allow only their own). */
export function useMyOpenReports(uid: string) {
  return useSnapshot<ReportView[]>(`open:${uid}`, (onData, onError) =>
    onSnapshot(
      query(
        reportsCollection(),
        where('reporterUid', '==', uid),
        where('status', 'in', [...OPEN_REPORT_STATUSES]),
        limit(SHOWN),
      ),
      (snapshot) => onData(snapshot.docs.map(toReportView)),
      onError,
    ),
  );
}
