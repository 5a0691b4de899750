import { COLLECTIONS } from '@civic/domain';
import { defineTrigger } from '../platform/trigger.js';
import { markAttendance } from './lib/attendance.js';

/**
 * An answer to a live question (word cloud, scale, open answer) marks the participant engaged in
 * the event it was given in, as a vote does (recordVoter.ts): the response names its event, since
 * submitLiveResponse accepts answers only to the question pushed live in a live event.
 */
export const recordResponder = defineTrigger(
  'recordResponder',
  'created',
  // No retry, as recordVoter: attendance feeds the analytics counts only (docs/analytics.md).
  { document: `${COLLECTIONS.polls}/{pollId}/${COLLECTIONS.liveResponses}/{uid}`, retry: false },
  async (event) => {
    const eventId = event.data?.get('eventId') as string | undefined;
    if (eventId) await markAttendance(eventId, event.params.uid, 'voted');
  },
);
