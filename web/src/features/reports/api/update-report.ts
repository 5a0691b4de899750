import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: moves a report along open → in review → resolved / dismissed, with a note. */
export function updateReport(request: RequestOf<'updateReport'>) {
  return callFunction('updateReport', request);
}
