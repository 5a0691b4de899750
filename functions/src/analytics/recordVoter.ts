import { COLLECTIONS, FUNCTIONS_REGION } from '@civic/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { liveLockRef } from '../events/eventRecord.js';
import { markAttendance } from './attendance.js';

/**
 * A vote cast while an event is live marks the voter engaged in that event. Polls carry no event
 * id (the same poll can be asked in the room or on the dashboard), so "which event" is the one the
 * live lock names at the time of the vote; the engagement rate counts only voters who were also
 * in the room (docs/analytics.md).
 */
export const recordVoter = onDocumentCreated(
  { region: FUNCTIONS_REGION, document: `${COLLECTIONS.polls}/{pollId}/${COLLECTIONS.votes}/{uid}` },
  async (event) => {
    const liveEventId = (await liveLockRef().get()).get('eventId') as string | null | undefined;
    if (liveEventId) await markAttendance(liveEventId, event.params.uid, 'voted');
  },
);
