import type { ReportStatus } from '@civic/domain';
import { limit, onSnapshot, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { reportsCollection } from './report-refs';
import { toReportView, type ReportView } from './report-view';

export type ReportFilter = ReportStatus | 'all';

/** Admin: reports under a status filter, newest first, live; widened by "Show more". */
export function useReportList(filter: ReportFilter, size: number) {
  const constraints: QueryConstraint[] = filter === 'all' ? [] : [where('status', '==', filter)];
  return useSnapshot<{ reports: ReportView[]; mayHaveMore: boolean }>(`${filter}:${size}`, (onData, onError) =>
    onSnapshot(
      query(reportsCollection(), ...constraints, orderBy('createdAt', 'desc'), limit(size)),
      (snapshot) => onData({ reports: snapshot.docs.map(toReportView), mayHaveMore: snapshot.size >= size }),
      onError,
    ),
  );
}
