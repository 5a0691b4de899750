import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { reportsCollection } from './report-refs';
import { toReportView, type ReportView } from './report-view';

/** The signed-in user's own reports, newest first, live (the rules allow no one else's). */
export function useMyReports(uid: string) {
  return useSnapshot<ReportView[]>(`mine:${uid}`, (onData, onError) =>
    onSnapshot(
      query(reportsCollection(), where('reporterUid', '==', uid), orderBy('createdAt', 'desc'), limit(50)),
      (snapshot) => onData(snapshot.docs.map(toReportView)),
      onError,
    ),
  );
}
