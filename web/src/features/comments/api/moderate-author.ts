import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: time out (10 s … 24 h), lift, block or unblock an author (audited). */
export function moderateAuthor(request: RequestOf<'moderateAuthor'>) {
  return callFunction('moderateAuthor', request);
}
