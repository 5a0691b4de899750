import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: approve, hide, restore, remove, pin, answer or highlight one comment (audited). */
export function moderateComment(request: RequestOf<'moderateComment'>) {
  return callFunction('moderateComment', request);
}
