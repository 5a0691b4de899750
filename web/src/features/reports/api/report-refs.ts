import { COLLECTIONS, REPORT_EVIDENCE_DOC } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the reports feature, built here only (docs/ARCHITECTURE.md). */
export const reportsCollection = () => collection(firestore, COLLECTIONS.reports);

/** The admin-only copy of the reported comment's text, kept apart from the report (docs/trust.md). */
export const reportEvidenceDoc = (reportId: string) =>
  doc(firestore, COLLECTIONS.reports, reportId, COLLECTIONS.reportEvidence, REPORT_EVIDENCE_DOC);
