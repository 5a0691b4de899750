import {
  COLLECTIONS,
  isLiveQuestionKind,
  recountLiveQuestion,
  sumLiveTallyShards,
  sumTallyShards,
  type JobChange,
  type JobConflict,
  type LiveResponseDoc,
  type PollDoc,
  jobConflict,
} from '@civic/domain';
import { FieldPath, FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';
import type { JobDefinition, StepResult } from './jobStep.js';
import { isHiddenEntry, readHiddenEntries } from '../../polls/lib/liveQuestion.js';
import { publishExactResults } from '../../polls/lib/resultsPulse.js';

const POLLS_PER_STEP = 5;

/** Per option: what the shards say now, what the counted vote records say, at one read time. */
interface PollSnapshot {
  shards: { id: string; counts: Record<string, number> }[];
  current: Record<string, number>;
  expected: Record<string, number>;
  votes: number;
  countedVotes: number;
}

/**
 * Reads a poll's tally shards and counts its vote records in one read-only transaction, i.e. at
 * one consistent read time. The expected tally is the number of votes the counter has marked
 * `counted` (domain/src/poll.ts: the trigger marks a vote and increments a shard in one commit),
 * so a vote still on its way to the counter is neither in the shards nor expected, and the
 * correction below cannot double it. count() per option costs one read per 1 000 votes.
 */
async function readPoll(poll: DocumentReference, optionIds: readonly string[]): Promise<PollSnapshot> {
  return db.runTransaction(
    async (tx) => {
      const shardSnaps = await tx.get(poll.collection(COLLECTIONS.tallyShards));
      const shards = shardSnaps.docs.map((d) => ({
        id: d.id,
        counts: (d.get('counts') ?? {}) as Record<string, number>,
      }));
      const current = sumTallyShards(shards, optionIds);
      const votes = poll.collection(COLLECTIONS.votes);
      const counted = votes.where('counted', '==', true);
      const keys = Object.keys(current);
      const [all, countedAll, ...perOption] = await Promise.all([
        tx.get(votes.count()),
        tx.get(counted.count()),
        ...keys.map((key) => tx.get(counted.where('optionId', '==', key).count())),
      ]);
      const expected = Object.fromEntries(keys.map((key, i) => [key, perOption[i]!.data().count]));
      return { shards, current, expected, votes: all.data().count, countedVotes: countedAll.data().count };
    },
    { readOnly: true },
  );
}

/**
 * The increments that bring the shards' sums to the expected tallies. Increments, not overwrites:
 * votes counted after the read add to the shards concurrently and must not be lost. A decrease is
 * taken from the fullest shards first, so no shard goes below zero.
 */
export function tallyCorrections(
  shards: PollSnapshot['shards'],
  current: Record<string, number>,
  expected: Record<string, number>,
): { shard: string; optionId: string; delta: number }[] {
  const corrections: { shard: string; optionId: string; delta: number }[] = [];
  for (const [optionId, want] of Object.entries(expected)) {
    let delta = want - (current[optionId] ?? 0);
    if (delta > 0) corrections.push({ shard: '0', optionId, delta });
    const fullest = [...shards].sort((a, b) => (b.counts[optionId] ?? 0) - (a.counts[optionId] ?? 0));
    for (const shard of fullest) {
      if (delta >= 0) break;
      const take = Math.min(shard.counts[optionId] ?? 0, -delta);
      if (take > 0) corrections.push({ shard: shard.id, optionId, delta: -take });
      delta += take;
    }
  }
  return corrections;
}

function describePoll(id: string, poll: Partial<PollDoc>): string {
  return `Poll “${poll.question ?? id}” (${id})`;
}

/** A correction of a shard: `counts.<key>` by `delta`, or the shard's `responses` (live questions). */
interface Correction {
  shard: string;
  optionId: string;
  delta: number;
  field?: 'responses';
}

/**
 * A live question (word cloud, scale, open answer; docs/live-questions.md): its shards against
 * its counted responses, at one read time. The reference is the domain's `recountLiveQuestion` of
 * the responses the counter marked `counted` (accepted ones only: hiding one unmarks it), less the
 * entries hidden from the cloud. Entry forms are open-ended, so the responses are read rather than
 * counted per key (one read each).
 */
async function recountLive(snap: DocumentSnapshot, item: string) {
  const read = await db.runTransaction(
    async (tx) => {
      const [shardSnaps, counted, all, hidden] = await Promise.all([
        tx.get(snap.ref.collection(COLLECTIONS.tallyShards)),
        tx.get(snap.ref.collection(COLLECTIONS.liveResponses).where('counted', '==', true)),
        tx.get(snap.ref.collection(COLLECTIONS.liveResponses).where('status', '==', 'accepted').count()),
        readHiddenEntries(tx, snap.ref, snap.data() as Partial<PollDoc>),
      ]);
      const shards = shardSnaps.docs.map((d) => ({
        id: d.id,
        counts: (d.get('counts') ?? {}) as Record<string, number>,
        responses: (d.get('responses') ?? 0) as number,
      }));
      const recount = recountLiveQuestion(counted.docs.map((d) => (d.data() as LiveResponseDoc).answer));
      return { shards, recount, accepted: all.data().count, hidden };
    },
    { readOnly: true },
  );
  const current = sumLiveTallyShards(read.shards);
  const expected: Record<string, number> = {};
  for (const key of new Set([...Object.keys(current.counts), ...Object.keys(read.recount.counts)])) {
    expected[key] = isHiddenEntry(key, read.hidden) ? 0 : (read.recount.counts[key] ?? 0);
  }
  const changes: JobChange[] = Object.entries(expected)
    .filter(([key, want]) => (current.counts[key] ?? 0) !== want)
    .map(([key, want]) => ({ item, field: `“${key}”`, before: String(current.counts[key] ?? 0), after: String(want) }));
  if (current.responses !== read.recount.total) {
    changes.push({ item, field: 'answers', before: String(current.responses), after: String(read.recount.total) });
  }
  const conflicts: JobConflict[] =
    read.accepted > read.recount.total
      ? [jobConflict(item, { kind: 'answers-not-counted', count: read.accepted - read.recount.total })]
      : [];
  const corrections: Correction[] = [
    ...tallyCorrections(read.shards, current.counts, expected),
    ...tallyCorrections(
      read.shards.map((s) => ({ id: s.id, counts: { responses: s.responses } })),
      { responses: current.responses },
      { responses: read.recount.total },
    ).map((c) => ({ ...c, field: 'responses' as const })),
  ];
  return { changes, conflicts, corrections };
}

async function recountOne(snap: DocumentSnapshot) {
  const poll = snap.data() as Partial<PollDoc>;
  const item = describePoll(snap.id, poll);
  if (poll.kind && isLiveQuestionKind(poll.kind)) return recountLive(snap, item);
  const labels = new Map((poll.options ?? []).map((o) => [o.id, o.label]));
  const read = await readPoll(snap.ref, poll.optionIds ?? []);
  const changes: JobChange[] = [];
  const conflicts: JobConflict[] = [];
  for (const [optionId, want] of Object.entries(read.expected)) {
    const have = read.current[optionId] ?? 0;
    if (have !== want) {
      changes.push({
        item,
        field: labels.get(optionId) ?? `option ${optionId}`,
        before: String(have),
        after: String(want),
      });
    }
  }
  const expectedTotal = Object.values(read.expected).reduce((sum, n) => sum + n, 0);
  if (read.countedVotes !== expectedTotal) {
    conflicts.push(jobConflict(item, { kind: 'votes-unknown-option', count: read.countedVotes - expectedTotal }));
  }
  if (read.votes > read.countedVotes) {
    conflicts.push(jobConflict(item, { kind: 'votes-not-counted', count: read.votes - read.countedVotes }));
  }
  const corrections: Correction[] = tallyCorrections(read.shards, read.current, read.expected);
  return { changes, conflicts, corrections };
}

export const recountPollTallies: JobDefinition = {
  async estimateTotal(scope) {
    if (scope) return 1;
    return (await db.collection(COLLECTIONS.polls).count().get()).data().count;
  },

  async checkScope(scope) {
    if (!(await db.collection(COLLECTIONS.polls).doc(scope).get()).exists) {
      throw new HttpsError('not-found', 'No poll with this id.');
    }
  },

  async step({ cursor, scope, apply }): Promise<StepResult> {
    const polls = db.collection(COLLECTIONS.polls);
    const snaps = scope
      ? [await polls.doc(scope).get()].filter((s) => s.exists)
      : (
          await (
            cursor ? polls.orderBy(FieldPath.documentId()).startAfter(cursor) : polls.orderBy(FieldPath.documentId())
          )
            .limit(POLLS_PER_STEP)
            .get()
        ).docs;
    const results = await Promise.all(snaps.map(recountOne));
    const corrections = results.flatMap((r, i) => r.corrections.map((c) => ({ ...c, poll: snaps[i]!.ref })));
    return {
      processed: snaps.length,
      nextCursor: snaps.at(-1)?.id ?? cursor,
      exhausted: Boolean(scope) || snaps.length < POLLS_PER_STEP,
      changes: results.flatMap((r) => r.changes),
      conflicts: results.flatMap((r) => r.conflicts),
      writes: apply
        ? (tx) => {
            for (const { poll, shard, optionId, delta, field } of corrections) {
              tx.set(
                poll.collection(COLLECTIONS.tallyShards).doc(shard),
                field
                  ? { [field]: FieldValue.increment(delta) }
                  : { counts: { [optionId]: FieldValue.increment(delta) } },
                { merge: true },
              );
            }
          }
        : undefined,
      // The audience reads the published results, not the shards: publish each poll's sums, the
      // corrected ones, and those of polls voted before results were published (none yet).
      afterCommit: async () => {
        await Promise.all(snaps.map((snap) => publishExactResults(snap.ref)));
      },
    };
  },
};
