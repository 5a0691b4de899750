/**
 * Records the demo writes the way a browser writes them — a vote, a join, an upvote, a reaction,
 * an impression: one document of the domain's shape, then the server code that follows it (the
 * vote counter, the upvote counter, the attendance marks) run on it, exactly as the triggers do.
 * A record of the past carries its own time (`at`); one of the present, the server's clock.
 */
import {
  COLLECTIONS,
  type ImpressionDoc,
  type ReactionDoc,
  type ReactionId,
  type UpvoteDoc,
  type ViewerJoinDoc,
  type VoteDoc,
} from '@civic/domain';
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { markAttendance } from '../../functions/src/analytics/lib/attendance.js';
import { writeUpvoteCounts } from '../../functions/src/comments/lib/upvotesPulse.js';
import { db } from '../../functions/src/platform/app.js';
import { countVote } from '../../functions/src/polls/countVote.js';
import { publishExactResults } from '../../functions/src/polls/lib/resultsPulse.js';
import { eventLiveAt, pool, type DemoContext } from './context.js';

/** A time of the past, or null for now (the server's clock). */
export type At = number | null;
const stamp = (at: At) => (at === null ? FieldValue.serverTimestamp() : Timestamp.fromMillis(at));

/** Commits writes in batches of 400 (Firestore allows 500 per batch). */
export async function writeAll(writes: ((batch: WriteBatch) => void)[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + 400)) write(batch);
    await batch.commit();
  }
}

const events = () => db.collection(COLLECTIONS.events);

/**
 * One document per account in `collection`, keyed by uid, holding one time: the shape of a join
 * record, an upvote, an impression (each created once per account).
 */
function createPerAccount(
  collection: CollectionReference,
  items: { uid: string; at: At }[],
  record: (at: Timestamp | FieldValue) => object,
): Promise<void> {
  return writeAll(
    items.map(
      ({ uid, at }) =>
        (batch) =>
          batch.create(collection.doc(uid), record(stamp(at))),
    ),
  );
}
const polls = () => db.collection(COLLECTIONS.polls);

/** How many counters and marks run at once: the emulator answers a handful of transactions well. */
const IN_FLIGHT = 12;

/**
 * Votes as `castVote` writes them, then what `onVoteCreated` and `recordVoter` do with each: the
 * tally shard increment (countVote) and, when an event was on air at the time, the voter's
 * attendance mark in it; then the results the trigger publishes.
 */
export async function castVotes(
  ctx: DemoContext,
  pollId: string,
  votes: { uid: string; optionId: string; at: At }[],
): Promise<void> {
  const ref = polls().doc(pollId);
  await writeAll(
    votes.map(
      ({ uid, optionId, at }) =>
        (batch) =>
          batch.create(ref.collection(COLLECTIONS.votes).doc(uid), {
            optionId,
            votedAt: stamp(at),
          } satisfies VoteDoc<Timestamp | FieldValue>),
    ),
  );
  await pool(votes, IN_FLIGHT, async ({ uid, at }) => {
    await countVote(pollId, uid);
    const liveEvent = eventLiveAt(ctx.windows, at ?? Date.now());
    if (liveEvent) await markAttendance(liveEvent, uid, 'voted', stamp(at));
  });
  // What the counting trigger then publishes for the audience: the results, all counts included.
  await publishExactResults(ref);
}

/**
 * Viewers who opened the room and left again: the join record their first heartbeat was created
 * with (the heartbeat itself is deleted when a viewer leaves), and `recordViewer`'s mark.
 */
export async function joinRoom(eventId: string, joins: { uid: string; at: At }[]): Promise<void> {
  await createPerAccount(
    events().doc(eventId).collection(COLLECTIONS.viewerJoins),
    joins,
    (at) => ({ at }) satisfies ViewerJoinDoc<Timestamp | FieldValue>,
  );
  await pool(joins, IN_FLIGHT, ({ uid, at }) => markAttendance(eventId, uid, 'viewed', stamp(at)));
}

/** Upvotes as the room writes them (one per account), then the question's count as the upvote pulse writes it. */
export async function upvote(eventId: string, commentId: string, upvotes: { uid: string; at: At }[]): Promise<void> {
  const comment = events().doc(eventId).collection(COLLECTIONS.comments).doc(commentId);
  await writeAll(
    upvotes.map(
      ({ uid, at }) =>
        (batch) =>
          batch.create(comment.collection(COLLECTIONS.upvotes).doc(uid), {
            at: stamp(at),
            uid,
            eventId,
          } satisfies UpvoteDoc<Timestamp | FieldValue>),
    ),
  );
  await writeUpvoteCounts(eventId, [commentId]);
}

/**
 * Each reactor's own counters, as their one-per-second +1 writes leave them, and `recordReactor`'s
 * mark at their first reaction. The room's totals are summed from these by the pulse code.
 */
export async function react(
  eventId: string,
  reactors: { uid: string; counts: Partial<Record<ReactionId, number>>; firstAt: At; lastAt: At }[],
): Promise<DocumentReference> {
  const ref = events().doc(eventId);
  await writeAll(
    reactors.map(({ uid, counts, lastAt }) => (batch) => {
      const kinds = Object.keys(counts) as ReactionId[];
      batch.create(ref.collection(COLLECTIONS.reactions).doc(uid), {
        counts,
        last: kinds[kinds.length - 1]!,
        sentAt: stamp(lastAt),
      } satisfies ReactionDoc<Timestamp | FieldValue>);
    }),
  );
  await pool(reactors, IN_FLIGHT, ({ uid, firstAt }) => markAttendance(eventId, uid, 'reacted', stamp(firstAt)));
  return ref;
}

/** Ad impressions as the ballot card records them (once per viewer). */
export async function recordImpressions(pollId: string, seen: { uid: string; at: At }[]): Promise<void> {
  await createPerAccount(
    polls().doc(pollId).collection(COLLECTIONS.impressions),
    seen,
    (seenAt) => ({ seenAt }) satisfies ImpressionDoc<Timestamp | FieldValue>,
  );
}
