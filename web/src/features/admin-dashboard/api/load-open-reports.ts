import { OPEN_REPORT_STATUSES } from '@civic/domain';
import { query, where } from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { reportsCollection } from './admin-dashboard-refs';

/** Reports still to handle (open or in review: OPEN_REPORT_STATUSES), counted by the server. */
export const loadOpenReports = () =>
  countOf(query(reportsCollection(), where('status', 'in', [...OPEN_REPORT_STATUSES])));
