import {
  authorLanguage,
  ballotPhase,
  urnShardOf,
  type BallotAnswer,
  type CastBallotResponse,
  type RequestOf,
  because,
} from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { randomBytes } from 'node:crypto';
import { db } from '../platform/app.js';
import { defineCallable } from '../platform/callable.js';
import {
  ballotRef,
  censusRef,
  textVersion,
  turnoutShardRef,
  urnShardRef,
  type StoredBallot,
} from './lib/ballotRecord.js';

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** The answers in article order; every article answered, nothing else (`invalid-argument`). */
export function orderedAnswers(ballot: StoredBallot, answers: Record<string, BallotAnswer>): BallotAnswer[] {
  const ids = new Set(ballot.articles.map((a) => a.id));
  const unknown = Object.keys(answers).find((id) => !ids.has(id));
  if (unknown !== undefined) throw new HttpsError('invalid-argument', `answers: unknown article ${unknown}.`);
  return ballot.articles.map((article) => {
    if (!Object.hasOwn(answers, article.id)) {
      throw new HttpsError(
        'invalid-argument',
        `answers: every article needs an answer (yes, no or abstain); “${article.title}” has none.`,
      );
    }
    return answers[article.id]!;
  });
}

/**
 * Casts the caller's ballot, exactly once (design: docs/constitutional-vote.md). One transaction
 * reads the ballot and the caller's census entry and, only if they are on the frozen census, have
 * not voted and the window is open by the server's clock, marks them as having voted and drops
 * the answers into the urn under a fresh random receipt. Two tabs casting at once both read
 * `voted: false`; Firestore lets one commit and retries the other, which then sees `voted: true`.
 * Nothing links the two writes except the commit itself: the census entry holds no receipt or
 * time, the urn entry no uid or time.
 */
export async function castBallotFor(
  uid: string,
  { ballotId, answers, language }: RequestOf<'castBallot'>,
): Promise<CastBallotResponse> {
  return db.runTransaction(async (tx) => {
    const [ballotSnap, censusSnap] = await Promise.all([tx.get(ballotRef(ballotId)), tx.get(censusRef(ballotId, uid))]);
    const ballot = ballotSnap.data() as StoredBallot | undefined;
    // A draft is as invisible here as in the rules.
    if (!ballot || ballot.status === 'draft') throw new HttpsError('not-found', 'No constitutional vote with this id.');
    if (!censusSnap.exists) {
      throw new HttpsError(
        'permission-denied',
        'You are not on the census of this vote, so you cannot vote in it.',
        because('not-on-census'),
      );
    }
    if (censusSnap.get('voted') === true) {
      throw new HttpsError(
        'aborted',
        'You have already voted in this ballot; a cast ballot cannot be changed.',
        because('already-voted'),
      );
    }
    const window = { opensAtMs: ballot.opensAt.toMillis(), closesAtMs: ballot.closesAt.toMillis() };
    const phase = ballotPhase({ status: ballot.status, ...window }, Date.now());
    if (phase === 'scheduled')
      throw new HttpsError(
        'aborted',
        `Voting opens at ${when(window.opensAtMs)}.`,
        because('voting-not-open', { opensAtMs: window.opensAtMs }),
      );
    if (phase !== 'voting')
      throw new HttpsError('aborted', 'Voting in this ballot has closed.', because('voting-closed'));

    const ordered = orderedAnswers(ballot, answers);
    const receipt = randomBytes(16).toString('hex');
    const shard = urnShardOf(receipt, ballot.urnShards ?? 1);
    tx.update(censusRef(ballotId, uid), { voted: true });
    tx.set(urnShardRef(ballotId, shard), { ballots: { [receipt]: ordered } }, { merge: true });
    tx.set(turnoutShardRef(ballotId, shard), { cast: FieldValue.increment(1) }, { merge: true });
    // The version the voter read (theirs where written, else the author's): frozen since opening,
    // so its fingerprint is one of those the published record lists. Nothing of it is stored.
    return { receipt, version: textVersion(ballot, language ?? authorLanguage(ballot)) };
  });
}

export const castBallot = defineCallable('castBallot', { roles: ['user'] }, async (input, caller) =>
  castBallotFor(caller.uid, input),
);
