import { COLLECTIONS } from '@civic/domain';
import { defineTrigger } from '../platform/trigger.js';
import { markAttendance } from './lib/attendance.js';

/** A viewer's first reaction in an event (their counters document is created) marks them engaged. */
export const recordReactor = defineTrigger(
  'recordReactor',
  'created',
  // No retry, as before: attendance feeds the analytics counts only (docs/analytics.md); a rerun
  // would change nothing (the mark is a merge of flags), a lost run costs one count.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.reactions}/{uid}`, retry: false },
  async (event) => markAttendance(event.params.eventId, event.params.uid, 'reacted'),
);
