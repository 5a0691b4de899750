import { REPORT_STATUSES, type ReportStatus } from '@civic/domain';
import { getCountFromServer, query, where } from 'firebase/firestore';
import { reportsCollection } from './report-refs';

/** Admin: how many reports are in each status (count aggregations: no report is downloaded). */
export async function countReportsByStatus(): Promise<Record<ReportStatus, number>> {
  const counts = await Promise.all(
    REPORT_STATUSES.map(async (status) => {
      const snapshot = await getCountFromServer(query(reportsCollection(), where('status', '==', status)));
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ReportStatus, number>;
}
