import { MODERATION_REASONS, type ModerationSummary } from '@civic/domain';
import type { Query } from 'firebase-admin/firestore';
import { commentsOf } from './commentRefs.js';

const NOT_VISIBLE = ['held', 'hidden', 'removed'] as const;

/**
 * An event's public moderation summary: how many comments are visible, and how many are held,
 * hidden and deleted, by reason (zeros left out). Count aggregations — exact, and nobody reads
 * the comments (or the names) themselves. Shown in the room and published in the open data.
 */
export async function moderationSummaryOf(eventId: string): Promise<ModerationSummary> {
  const comments = commentsOf(eventId);
  const count = async (query: Query) => (await query.count().get()).data().count;
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
}
