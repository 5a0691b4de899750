import { COLLECTIONS, FUNCTIONS_REGION } from '@civic/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { markAttendance } from './attendance.js';

/** A posted comment or question (held ones too: the author took part) marks its author engaged. */
export const recordCommenter = onDocumentCreated(
  { region: FUNCTIONS_REGION, document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.comments}/{commentId}` },
  async (event) => {
    const author = event.data?.get('authorUid') as string | null | undefined;
    if (author) await markAttendance(event.params.eventId, author, 'commented');
  },
);
