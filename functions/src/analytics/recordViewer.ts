import { COLLECTIONS } from '@civic/domain';
import { defineTrigger } from '../platform/trigger.js';
import { markAttendance } from './lib/attendance.js';

/**
 * Presence heartbeats are deleted when a viewer leaves (and expire by TTL), so afterwards they
 * cannot say who watched. A heartbeat is created only with the viewer's join record
 * (`viewerJoins/{uid}`, firestore.rules), which no client deletes: its creation — once per account
 * and event, however often the heartbeat is deleted and made again — records the account in the
 * event's attendance. Unique viewers are a count() of those records.
 */
export const recordViewer = defineTrigger(
  'recordViewer',
  'created',
  // No retry, as before: attendance feeds the analytics counts only (docs/analytics.md); a rerun
  // would change nothing (the mark is a merge of flags), a lost run costs one count.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.viewerJoins}/{uid}`, retry: false },
  async (event) => markAttendance(event.params.eventId, event.params.uid, 'viewed'),
);
