import {
  BALLOT_LIMITS,
  COLLECTIONS,
  ballotPhase,
  recordDigestInput,
  sumTurnout,
  tallyUrn,
  type BallotRecordSummary,
  type TurnoutShardDoc,
  type UrnShardDoc,
  because,
} from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';
import { ballotRef, loadBallot, recordRef, sha256Hex, textVersions, type StoredBallot } from './ballotRecord.js';
import { closeBallot } from './closeBallot.js';
import { sealUrn } from './sealUrn.js';

/**
 * Counts the urn and checks it against the two independent counts of the same ballots — the
 * turnout counters and the census entries marked as voted. Any disagreement stops publication:
 * a published result must be exactly the ballots in the box.
 */
export async function countBallots(ballotId: string, ballot: StoredBallot) {
  const ref = ballotRef(ballotId);
  const [urn, turnout, voted] = await Promise.all([
    ref.collection(COLLECTIONS.urn).get(),
    ref.collection(COLLECTIONS.turnout).get(),
    ref.collection(COLLECTIONS.census).where('voted', '==', true).count().get(),
  ]);
  const tally = tallyUrn(
    urn.docs.map((d) => d.data() as UrnShardDoc),
    ballot.articles,
    ballot.passRule,
  );
  const counts = {
    ballots: tally.receipts.length,
    malformed: tally.malformed,
    turnout: sumTurnout(turnout.docs.map((d) => d.data() as TurnoutShardDoc)),
    voters: voted.data().count,
  };
  const consistent = counts.malformed === 0 && counts.ballots === counts.turnout && counts.ballots === counts.voters;
  return { tally, counts, consistent };
}

/**
 * Publishes the results of a ballot whose voting has ended: totals per article, pass/fail, and the
 * record (every receipt, sorted, with a SHA-256 fingerprint over totals and receipts). Before
 * voting ends this refuses (`aborted`): per-article results exist nowhere until publication, not
 * even for administrators.
 */
export async function publishResults(ballotId: string): Promise<void> {
  let ballot = await loadBallot(ballotId);
  const phase = ballotPhase(
    { status: ballot.status, opensAtMs: ballot.opensAt.toMillis(), closesAtMs: ballot.closesAt.toMillis() },
    Date.now(),
  );
  if (phase === 'published')
    throw new HttpsError('aborted', 'These results are already published.', because('results-published'));
  if (phase !== 'closed') {
    throw new HttpsError(
      'aborted',
      'Voting has not ended: results are counted only after the ballot closes.',
      because('voting-not-ended'),
    );
  }
  if (ballot.status === 'open') {
    await closeBallot(ballotId);
    ballot = await loadBallot(ballotId);
  }

  const { tally, counts, consistent } = await countBallots(ballotId, ballot);
  if (!consistent) {
    throw new HttpsError(
      'aborted',
      `The ballot box and the voter records disagree (${counts.ballots} ballots, ${counts.malformed} malformed, ` +
        `${counts.turnout} counted, ${counts.voters} voters): nothing was published.`,
    );
  }
  const base = {
    ballotId,
    censusSize: ballot.censusSize ?? 0,
    ballotsCast: tally.receipts.length,
    articles: tally.articles,
    receipts: tally.receipts,
    // Every version of the text voters could read: the fingerprint covers what each voter read.
    versions: textVersions(ballot),
  };
  const pages: string[][] = [];
  for (let i = 0; i < tally.receipts.length; i += BALLOT_LIMITS.receiptsPerPage) {
    pages.push(tally.receipts.slice(i, i + BALLOT_LIMITS.receiptsPerPage));
  }
  const summary: BallotRecordSummary = {
    ballotId,
    title: ballot.title,
    censusSize: base.censusSize,
    ballotsCast: base.ballotsCast,
    passRule: ballot.passRule,
    articles: tally.articles,
    versions: base.versions,
    fingerprint: sha256Hex(recordDigestInput(base)),
    receiptPages: pages.length,
  };

  await db.runTransaction(async (tx) => {
    const current = await loadBallot(ballotId, tx);
    if (current.status !== 'closed')
      throw new HttpsError('aborted', 'These results are already published.', because('results-published'));
    tx.set(recordRef(ballotId, 'summary'), summary);
    pages.forEach((receipts, page) => tx.set(recordRef(ballotId, `receipts-${page}`), { receipts }));
    sealUrn(tx, ballotId, ballot.urnShards ?? 0);
    tx.update(ballotRef(ballotId), {
      status: 'published',
      publishedAt: Timestamp.now(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}
