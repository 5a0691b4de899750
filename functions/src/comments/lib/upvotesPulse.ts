import { COLLECTIONS, UPVOTES_PULSE_DOC, UPVOTES_PULSE_LEASE_DOC, UPVOTES_PULSE_MS } from '@civic/domain';
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { publishAfter, publishAsFollower, writeSummary, type Publish, type Pulse } from '../../platform/pulseLease.js';
import { notFound, preconditionFailed } from '../../platform/transactionErrors.js';
import { commentRef, eventRef } from './commentRefs.js';

/**
 * Question counts on a pulse (domain/src/comment.ts, UPVOTES_PULSE_MS), the results pulse's design
 * (functions/src/polls/lib/resultsPulse.ts) for a whole event: an upvote does not rewrite its
 * question; the holder of the event's lease, at most once a period, finds the questions upvoted
 * since the last publication and writes each one's exact count (count() of its upvotes). Counts
 * are absolute, so a redelivered trigger or two publications whose ranges overlap add nothing.
 */
const summaryRef = (eventId: string) => eventRef(eventId).collection(COLLECTIONS.stats).doc(UPVOTES_PULSE_DOC);
const leaseRef = (eventId: string) => eventRef(eventId).collection(COLLECTIONS.stats).doc(UPVOTES_PULSE_LEASE_DOC);

/** A question's count is written again when another publication wrote it meanwhile, this often at most. */
const WRITE_ATTEMPTS = 5;

/**
 * The questions of the event upvoted with `at` after `after` (the previous publication's
 * `through`; none yet: from the start) and up to `through`. `at` is the create's commit time, so
 * every upvote committed by the lease's taking is in the range, and ranges meet with no gap.
 */
async function questionsUpvoted(eventId: string, after: Timestamp | undefined, through: Timestamp): Promise<string[]> {
  let upvotes = db.collectionGroup(COLLECTIONS.upvotes).where('eventId', '==', eventId);
  if (after) upvotes = upvotes.where('at', '>', after);
  const found = await upvotes.where('at', '<=', through).orderBy('at').select().get();
  // An upvote's parent's parent is its question.
  return [...new Set(found.docs.map((upvote) => upvote.ref.parent.parent!.id))];
}

/**
 * Writes each question's exact count (a count() of its `upvotes`, read after the question), when it
 * changed: read first, a deleted question is skipped (never recreated), and the write holds only if
 * nobody wrote the question since it was read, so a slower publication's older count never
 * replaces a newer one (it reads and counts again). Returns how many questions were written.
 */
export async function writeUpvoteCounts(eventId: string, commentIds: string[]): Promise<number> {
  let pending: DocumentReference[] = commentIds.map((id) => commentRef(eventId, id));
  let written = 0;
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS && pending.length > 0; attempt++) {
    const questions = (await db.getAll(...pending)).filter((question) => question.exists);
    const lost: DocumentReference[] = [];
    await Promise.all(
      questions.map(async (question) => {
        const count = (await question.ref.collection(COLLECTIONS.upvotes).count().get()).data().count;
        if (question.get('upvotes') === count) return;
        try {
          await question.ref.update({ upvotes: count }, { lastUpdateTime: question.updateTime! });
          written++;
        } catch (error) {
          // Written (or deleted) since it was read: read and count again.
          if (!preconditionFailed(error) && !notFound(error)) throw error;
          lost.push(question.ref);
        }
      }),
    );
    pending = lost;
  }
  // A retried trigger publishes again (the counts are absolute).
  if (pending.length > 0) throw new Error(`${pending.length} question counts kept changing under the upvote pulse`);
  return written;
}

/** The event's upvote pulse, and how a holder of its lease publishes. */
function upvotesPulse(eventId: string): { pulse: Pulse; publish: Publish } {
  const summary = summaryRef(eventId);
  return {
    pulse: { summary, lease: leaseRef(eventId), periodMs: UPVOTES_PULSE_MS },
    publish: async (through) => {
      const after = (await summary.get()).get('through') as Timestamp | undefined;
      await writeUpvoteCounts(eventId, await questionsUpvoted(eventId, after, through));
      await writeSummary(summary, {}, through);
    },
  };
}

/**
 * After an upvote created at `at`: makes sure a publication includes it, at most a pulse late
 * (platform/pulseLease.ts, `publishAfter`).
 */
export function publishUpvotesAfter(eventId: string, at: Timestamp): ReturnType<typeof publishAfter> {
  const { pulse, publish } = upvotesPulse(eventId);
  return publishAfter(at, pulse, publish);
}

/** The upvote lease taken at `heldAt` was followed: publish as it expires (onUpvotesLeaseFollowed). */
export function publishUpvotesAsFollower(eventId: string, heldAt: Timestamp): ReturnType<typeof publishAsFollower> {
  const { pulse, publish } = upvotesPulse(eventId);
  return publishAsFollower(heldAt, pulse, publish);
}
