import { COLLECTIONS, FUNCTIONS_REGION } from '@civic/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { markAttendance } from './attendance.js';

/**
 * Presence heartbeats are deleted when a viewer leaves (and expire by TTL), so afterwards they
 * cannot say who watched. A heartbeat is created only with the viewer's join record
 * (`viewerJoins/{uid}`, firestore.rules), which no client deletes: its creation — once per account
 * and event, however often the heartbeat is deleted and made again — records the account in the
 * event's attendance. Unique viewers are a count() of those records.
 */
export const recordViewer = onDocumentCreated(
  { region: FUNCTIONS_REGION, document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.viewerJoins}/{uid}` },
  async (event) => markAttendance(event.params.eventId, event.params.uid, 'viewed'),
);
