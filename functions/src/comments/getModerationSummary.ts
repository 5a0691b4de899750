import { MODERATION_REASONS, type ModerationSummary } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../platform/callable.js';
import { commentsOf, eventRef } from './lib/commentRefs.js';

const NOT_VISIBLE = ['held', 'hidden', 'removed'] as const;

/**
 * The public moderation summary of an event: how many comments are held, hidden and deleted, by
 * reason. Count aggregations on the server — exact, and viewers never read the comments (or the
 * names) themselves. Reason counts that are zero are left out.
 */
export const getModerationSummary = defineCallable(
  'getModerationSummary',
  { roles: ['user', 'admin'] },
  async ({ eventId }) => {
    if (!(await eventRef(eventId).get()).exists) throw new HttpsError('not-found', 'That event does not exist.');
    const comments = commentsOf(eventId);
    const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
    const summary: ModerationSummary = {
      eventId,
      visible: await count(comments.where('status', '==', 'visible')),
      counts: { held: {}, hidden: {}, removed: {} },
    };
    await Promise.all(
      NOT_VISIBLE.flatMap((status) =>
        MODERATION_REASONS.map(async (reason) => {
          const n = await count(comments.where('status', '==', status).where('reason', '==', reason));
          if (n > 0) summary.counts[status][reason] = n;
        }),
      ),
    );
    return summary;
  },
);
