import {
  COLLECTIONS,
  tallyUrn,
  type BallotDoc,
  type BallotRecordSummary,
  type JobChange,
  type JobConflict,
  type UrnShardDoc,
  jobConflict,
} from '@civic/domain';
import { FieldPath, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';
import { ballotRef, recordRef, turnoutShardRef } from '../../constitutional-vote/lib/ballotRecord.js';
import type { JobDefinition, StepResult } from './jobStep.js';

/**
 * The constitutional vote keeps no running per-article tally (docs/constitutional-vote.md); its
 * only counters are the turnout shards, and turnout shard n counts the ballots in urn shard n
 * (a cast writes both in one commit). So this job recounts each urn shard's ballots and corrects
 * its turnout shard. Secrecy: the diff names shards and ballot counts only — never a receipt,
 * never an answer, never a voter — and the urn itself is only read, never rewritten (rewriting a
 * shard would change its update time, which docs/constitutional-vote.md reasons about). After
 * publication it also checks the published totals against the urn and reports a mismatch: the
 * record is fingerprinted, so it is never rewritten here.
 */
async function recountOne(snap: DocumentSnapshot) {
  const ballot = snap.data() as BallotDoc;
  const item = `Ballot “${ballot.title}” (${snap.id})`;
  const conflicts: JobConflict[] = [];
  const voted = (
    await ballotRef(snap.id).collection(COLLECTIONS.census).where('voted', '==', true).count().get()
  ).data().count;
  // Read in the fix's own transaction, so a ballot cast meanwhile cannot be counted twice or lost.
  const recount = async (tx: Transaction) => {
    const [urn, turnout] = await Promise.all([
      tx.get(ballotRef(snap.id).collection(COLLECTIONS.urn)),
      tx.get(ballotRef(snap.id).collection(COLLECTIONS.turnout)),
    ]);
    const inUrn = new Map(urn.docs.map((d) => [d.id, Object.keys((d.get('ballots') ?? {}) as object).length]));
    const counted = new Map(turnout.docs.map((d) => [d.id, Number(d.get('cast') ?? 0)]));
    const shards = [...new Set([...inUrn.keys(), ...counted.keys()])].sort((a, b) => Number(a) - Number(b));
    const fixes = shards
      .map((shard) => ({ shard, before: counted.get(shard) ?? 0, after: inUrn.get(shard) ?? 0 }))
      .filter((fix) => fix.before !== fix.after);
    const ballots = [...inUrn.values()].reduce((sum, n) => sum + n, 0);
    return { fixes, ballots, urn: urn.docs.map((d) => d.data() as UrnShardDoc) };
  };
  return { item, voted, recount, conflicts, ballot };
}

function describeFixes(item: string, fixes: { shard: string; before: number; after: number }[]): JobChange[] {
  return fixes.map((fix) => ({
    item,
    field: `turnout shard ${fix.shard}`,
    before: String(fix.before),
    after: String(fix.after),
  }));
}

async function checkPublished(ballotId: string, ballot: BallotDoc, urn: UrnShardDoc[], item: string) {
  const summary = (await recordRef(ballotId, 'summary').get()).data() as BallotRecordSummary | undefined;
  if (!summary) return [jobConflict(item, { kind: 'no-record-summary' })];
  const counted = tallyUrn(urn, ballot.articles, ballot.passRule).articles;
  return counted
    .filter((article) => {
      const published = summary.articles.find((a) => a.id === article.id);
      return (
        !published ||
        published.yes !== article.yes ||
        published.no !== article.no ||
        published.abstain !== article.abstain
      );
    })
    .map((article) => jobConflict(item, { kind: 'published-totals-differ', article: article.title }));
}

export const recountBallotTurnout: JobDefinition = {
  async estimateTotal(scope) {
    if (scope) return 1;
    return (await db.collection(COLLECTIONS.constitutionalVotes).count().get()).data().count;
  },

  async checkScope(scope) {
    if (!(await ballotRef(scope).get()).exists)
      throw new HttpsError('not-found', 'No constitutional vote with this id.');
  },

  /** One ballot per step (its urn holds at most 100 shards). */
  async step({ cursor, scope, apply }): Promise<StepResult> {
    const ballots = db.collection(COLLECTIONS.constitutionalVotes).orderBy(FieldPath.documentId());
    const snap = scope
      ? await ballotRef(scope).get()
      : (await (cursor ? ballots.startAfter(cursor) : ballots).limit(1).get()).docs[0];
    if (!snap?.exists) return { processed: 0, nextCursor: cursor, exhausted: true, changes: [], conflicts: [] };
    const { item, voted, recount, conflicts, ballot } = await recountOne(snap);
    const result =
      apply && ballot.status !== 'draft'
        ? await db.runTransaction(async (tx) => {
            const found = await recount(tx);
            for (const fix of found.fixes) tx.set(turnoutShardRef(snap.id, Number(fix.shard)), { cast: fix.after });
            return found;
          })
        : await db.runTransaction(recount, { readOnly: true });
    if (ballot.status !== 'draft' && voted !== result.ballots) {
      conflicts.push(jobConflict(item, { kind: 'census-urn-mismatch', voted, ballots: result.ballots }));
    }
    if (ballot.status === 'published') conflicts.push(...(await checkPublished(snap.id, ballot, result.urn, item)));
    return {
      processed: 1,
      nextCursor: snap.id,
      exhausted: Boolean(scope),
      changes: describeFixes(item, result.fixes),
      conflicts,
    };
  },
};
