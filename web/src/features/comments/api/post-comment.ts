import type { CommentKind } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Posting goes through the server, which checks blocks, timeouts, rate limit and blocked words. */
export function postComment(eventId: string, text: string, kind: CommentKind) {
  return callFunction('postComment', { eventId, text, kind });
}
