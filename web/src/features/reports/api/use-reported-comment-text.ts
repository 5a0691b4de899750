import type { ReportEvidenceDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { reportEvidenceDoc } from './report-refs';

/**
 * Admin: the reported comment's text as it was when the report was filed (null when the report
 * has none), live — a re-filed report takes a new snapshot. Kept apart from the report, which the
 * reporter reads, so hidden and deleted words never reach them (docs/trust.md).
 */
export function useReportedCommentText(reportId: string) {
  return useSnapshot<string | null>(`evidence:${reportId}`, (onData, onError) =>
    onSnapshot(
      reportEvidenceDoc(reportId),
      (snapshot) => onData((snapshot.data() as ReportEvidenceDoc | undefined)?.text ?? null),
      onError,
    ),
  );
}
