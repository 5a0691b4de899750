import { COLLECTIONS, FUNCTIONS_REGION } from '@civic/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { markAttendance } from './attendance.js';

/**
 * Presence heartbeats are deleted when a viewer leaves (and expire by TTL), so afterwards they
 * cannot say who watched. The first heartbeat of a visit (a create) records the account in the
 * event's attendance: unique viewers are a count() of those records.
 */
export const recordViewer = onDocumentCreated(
  { region: FUNCTIONS_REGION, document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.viewers}/{uid}` },
  async (event) => markAttendance(event.params.eventId, event.params.uid, 'viewed'),
);
