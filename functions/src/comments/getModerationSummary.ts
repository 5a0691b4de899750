import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../platform/callable.js';
import { eventRef } from './lib/commentRefs.js';
import { moderationSummaryOf } from './lib/moderationSummary.js';

/** The public moderation summary of an event, for signed-in viewers (lib/moderationSummary.ts). */
export const getModerationSummary = defineCallable(
  'getModerationSummary',
  { roles: ['user', 'admin'] },
  async ({ eventId }) => {
    if (!(await eventRef(eventId).get()).exists) throw new HttpsError('not-found', 'That event does not exist.');
    return moderationSummaryOf(eventId);
  },
);
