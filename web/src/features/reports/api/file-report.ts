import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Files a report through the server (one open report per user per comment, rate limited). */
export function fileReport(request: RequestOf<'fileReport'>) {
  return callFunction('fileReport', request);
}
