import { COLLECTIONS } from '@civic/domain';
import { defineTrigger } from '../platform/trigger.js';
import { markAttendance } from './lib/attendance.js';

/**
 * Presence heartbeats are deleted when a viewer leaves (and expire by TTL), so afterwards they
 * cannot say who watched. The first heartbeat of a visit (a create) records the account in the
 * event's attendance: unique viewers are a count() of those records.
 */
export const recordViewer = defineTrigger(
  'recordViewer',
  'created',
  // No retry, as before: attendance feeds the analytics counts only (docs/analytics.md); a rerun
  // would change nothing (the mark is a merge of flags), a lost run costs one count.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.viewers}/{uid}`, retry: false },
  async (event) => markAttendance(event.params.eventId, event.params.uid, 'viewed'),
);
