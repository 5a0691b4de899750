import type { Tallies, VoteDoc } from '@civic/domain';
import type { Timestamp } from 'firebase/firestore';

export interface TalliesWithOwnVote {
  tallies: Tallies;
  /** The voter's own vote is shown but the server has not counted it yet. */
  catchingUp: boolean;
}

/**
 * The tallies as the voter should see them: their own vote counted at once. The tally trigger
 * marks the vote `counted` in the same transaction that adds it to a shard (functions/src/polls/
 * countVote.ts), so a vote not marked counted is in no shard yet, and adding one for it never
 * counts it twice. One-time reads re-read the vote after the shards, so they are never older than
 * the vote; two listeners may deliver one commit apart, handled below. See docs/ARCHITECTURE.md "The data flow of one vote".
 */
export function withOwnVote(
  tallies: Tallies,
  myVote: Pick<VoteDoc, 'optionId' | 'counted'> | null | undefined,
): TalliesWithOwnVote {
  if (!myVote) return { tallies, catchingUp: false };
  // A counted vote is in some shard, so its option has at least this one vote. Seeing it at 0 means
  // the shards' snapshot arrived after the vote's (listeners on two targets are not always delivered
  // together; the emulator never does it): show the vote until the shards catch up.
  if (myVote.counted === true && (tallies[myVote.optionId] ?? 0) > 0) return { tallies, catchingUp: false };
  return {
    tallies: { ...tallies, [myVote.optionId]: (tallies[myVote.optionId] ?? 0) + 1 },
    catchingUp: true,
  };
}

/** At or after: Timestamps compared to the nanosecond. */
const notBefore = (a: Timestamp, b: Timestamp) =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);

/**
 * The vote as `withOwnVote` should judge live results published at `through`: `counted` only when
 * the publication holds it. The results are published at most once a second (domain/src/poll.ts,
 * RESULTS_PULSE_MS), so a vote can be counted in a shard and not yet in what the voter sees; it is
 * shown added meanwhile. A vote counted before `countedAt` was recorded is judged by `counted`.
 */
export function asPublished<V extends Pick<VoteDoc, 'counted' | 'countedAt'>>(
  myVote: V | null | undefined,
  through: Timestamp | null,
): V | null | undefined {
  const countedAt = myVote?.countedAt as Timestamp | undefined;
  if (!myVote?.counted || !countedAt) return myVote;
  return { ...myVote, counted: through !== null && notBefore(through, countedAt) };
}
