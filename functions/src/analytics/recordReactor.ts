import { COLLECTIONS, FUNCTIONS_REGION } from '@civic/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { markAttendance } from './attendance.js';

/** A viewer's first reaction in an event (their counters document is created) marks them engaged. */
export const recordReactor = onDocumentCreated(
  { region: FUNCTIONS_REGION, document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.reactions}/{uid}` },
  async (event) => markAttendance(event.params.eventId, event.params.uid, 'reacted'),
);
