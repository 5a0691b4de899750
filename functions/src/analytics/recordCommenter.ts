import { COLLECTIONS } from '@civic/domain';
import { defineTrigger } from '../platform/trigger.js';
import { markAttendance } from './lib/attendance.js';

/** A posted comment or question (held ones too: the author took part) marks its author engaged. */
export const recordCommenter = defineTrigger(
  'recordCommenter',
  'created',
  // No retry, as before: attendance feeds the analytics counts only (docs/analytics.md); a rerun
  // would change nothing (the mark is a merge of flags), a lost run costs one count.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.comments}/{commentId}`, retry: false },
  async (event) => {
    const author = event.data?.get('authorUid') as string | null | undefined;
    if (author) await markAttendance(event.params.eventId, author, 'commented');
  },
);
