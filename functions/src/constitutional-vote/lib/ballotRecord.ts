import {
  ballotTextDigestInput,
  ballotVersionLanguages,
  ballotVersionRead,
  COLLECTIONS,
  SOURCE_LANGUAGE,
  type BallotTextVersion,
  type BallotArticle,
  type BallotDoc,
  type BallotInput,
  because,
} from '@civic/domain';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '../../platform/app.js';

export type StoredBallot = BallotDoc<Timestamp>;

export const ballotRef = (ballotId: string): DocumentReference =>
  db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId);
export const censusRef = (ballotId: string, uid: string) => ballotRef(ballotId).collection(COLLECTIONS.census).doc(uid);
export const urnShardRef = (ballotId: string, shard: number) =>
  ballotRef(ballotId).collection(COLLECTIONS.urn).doc(String(shard));
export const turnoutShardRef = (ballotId: string, shard: number) =>
  ballotRef(ballotId).collection(COLLECTIONS.turnout).doc(String(shard));
export const recordRef = (ballotId: string, name: string) =>
  ballotRef(ballotId).collection(COLLECTIONS.record).doc(name);

/** The ballot, read inside `tx` when given; an unknown id is `not-found`. */
export async function loadBallot(ballotId: string, tx?: Transaction): Promise<StoredBallot> {
  const ref = ballotRef(ballotId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new HttpsError('not-found', 'No constitutional vote with this id.');
  return snap.data() as StoredBallot;
}

/** Articles, window and census may change only while nobody can vote yet. */
export function requireDraft(ballot: StoredBallot, what: string): void {
  if (ballot.status !== 'draft') {
    throw new HttpsError(
      'aborted',
      `This ballot has been opened: ${what} can no longer change.`,
      because('ballot-opened'),
    );
  }
}

/** Article ids are stable and server-made: an id the ballot never had is refused. */
export function assignArticleIds(
  input: BallotInput['articles'],
  existing: readonly BallotArticle[] = [],
): BallotArticle[] {
  const known = new Set(existing.map((a) => a.id));
  return input.map(({ id, title, text, translations }) => {
    if (id !== undefined && !known.has(id))
      throw new HttpsError('invalid-argument', `articles: unknown article id ${id}`);
    // Versions only where written: the whole list is written on each save, so a removed one goes.
    return { id: id ?? randomBytes(6).toString('hex'), title, text, ...(translations && { translations }) };
  });
}

/** The editable fields of a draft ballot, from a validated editor input. */
export function ballotFields(input: BallotInput, articles: BallotArticle[]) {
  return {
    title: input.title,
    introduction: input.introduction,
    // The author's language and the other versions (docs/constitutional-vote.md, "Languages"):
    // frozen with the rest of the text once the ballot opens (requireDraft).
    language: input.language ?? SOURCE_LANGUAGE,
    translations: input.translations ?? {},
    articles,
    opensAt: Timestamp.fromMillis(input.opensAt),
    closesAt: Timestamp.fromMillis(input.closesAt),
    censusMode: input.censusMode,
    passRule: input.passRule,
  } satisfies Partial<StoredBallot>;
}

/** The version of `ballot`'s text a reader of `reader` read, with the SHA-256 of that text. */
export function textVersion(ballot: StoredBallot, reader: string): BallotTextVersion {
  const language = ballotVersionRead(ballot, reader);
  return { language, sha256: sha256Hex(ballotTextDigestInput(ballot, language)) };
}

/** Every version of `ballot`'s text, in the order of the product's languages. */
export const textVersions = (ballot: StoredBallot): BallotTextVersion[] =>
  ballotVersionLanguages(ballot).map((language) => textVersion(ballot, language));

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
