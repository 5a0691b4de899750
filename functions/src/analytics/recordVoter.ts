import { COLLECTIONS } from '@civic/domain';
import { liveLockRef } from '../events/lib/eventRecord.js';
import { defineTrigger } from '../platform/trigger.js';
import { markAttendance } from './lib/attendance.js';

/**
 * A vote cast while an event is live marks the voter engaged in that event. Polls carry no event
 * id (the same poll can be asked in the room or on the dashboard), so "which event" is the one the
 * live lock names at the time of the vote; the engagement rate counts only voters who were also
 * in the room (docs/analytics.md).
 */
export const recordVoter = defineTrigger(
  'recordVoter',
  'created',
  // No retry, as before: attendance feeds the analytics counts only (docs/analytics.md); a rerun
  // would change nothing (the mark is a merge of flags), a lost run costs one count.
  { document: `${COLLECTIONS.polls}/{pollId}/${COLLECTIONS.votes}/{uid}`, retry: false },
  async (event) => {
    const liveEventId = (await liveLockRef().get()).get('eventId') as string | null | undefined;
    if (liveEventId) await markAttendance(liveEventId, event.params.uid, 'voted');
  },
);
