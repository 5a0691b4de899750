import { COLLECTIONS, OPEN_REPORT_STATUSES, REPORT_STATUS_LABELS, type ReportStatus } from '@civic/domain';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

export interface MyReport {
  id: string;
  statusLabel: string;
  text: string;
}

const SHOWN = 5;

/** The user's own reports still open or in review, live (the rules allow only their own). */
export function useMyOpenReports(uid: string) {
  return useSnapshot<MyReport[]>(`reports:${uid}`, (onData, onError) =>
    onSnapshot(
      query(
        collection(firestore, COLLECTIONS.reports),
        where('reporterUid', '==', uid),
        where('status', 'in', [...OPEN_REPORT_STATUSES]),
        limit(SHOWN),
      ),
      (snapshot) =>
        onData(
          snapshot.docs.map((d) => ({
            id: d.id,
            statusLabel: REPORT_STATUS_LABELS[d.get('status') as ReportStatus] ?? String(d.get('status')),
            text: String(d.get('text') ?? ''),
          })),
        ),
      onError,
    ),
  );
}
