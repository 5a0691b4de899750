import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: turn comments on or off, set slow mode or hold every post for review (audited). */
export function updateCommentSettings(request: RequestOf<'updateCommentSettings'>) {
  return callFunction('updateCommentSettings', request);
}
