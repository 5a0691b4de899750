import {
  ANONYMOUS_KEY_PREFIX,
  answerDocId,
  COLLECTIONS,
  DELETED_USER_NAME,
  type LeaderboardEntry,
} from '@civic/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

/**
 * A deleted account's name never reaches a citizen again (docs/game.md, "A deleted player"): on
 * a published leaderboard it reads "Deleted user", with its score and rank kept so the others'
 * ranks stay as published.
 */
const withoutDeletedNames = (leaderboard: readonly LeaderboardEntry[], deleted: ReadonlySet<string>) =>
  leaderboard.map((entry) => (deleted.has(entry.uid) ? { ...entry, displayName: DELETED_USER_NAME } : entry));

/**
 * The top 10 a reveal is about to publish, with the names of accounts deleted meanwhile replaced,
 * read in the reveal's transaction: the players were read before it, and the deletion's
 * tombstone (`deletedAccounts`) is written before the account's names are rewritten.
 */
export async function leaderboardToPublish(
  tx: Transaction,
  leaderboard: readonly LeaderboardEntry[],
): Promise<LeaderboardEntry[]> {
  if (leaderboard.length === 0) return [];
  const tombstones = await tx.getAll(
    ...leaderboard.map((entry) => db.collection(COLLECTIONS.deletedAccounts).doc(entry.uid)),
  );
  const deleted = new Set(tombstones.filter((t) => t.exists).map((t) => t.id));
  // Nor its uid: a reveal that read the players just before the deletion re-keyed them publishes
  // the entry under an id of no one (the next reveal ranks the re-keyed player document).
  return withoutDeletedNames(leaderboard, deleted).map((entry) =>
    deleted.has(entry.uid) ? { ...entry, uid: `${ANONYMOUS_KEY_PREFIX}rank-${entry.rank}` } : entry,
  );
}

/**
 * Removes a deleted account from every game it joined: its answers and its player document move
 * to the game's anonymous id (`keyIn(gamePath)`, the same for both, so the next reveal still
 * scores them) with the name "Deleted user", and the published leaderboard says the same, with
 * the score and rank kept so the others' ranks stay as published. Returns the documents changed.
 * Reads one player document per game (by id, in one batch): games are few, one at a time.
 */
export async function forgetDeletedPlayer(uid: string, keyIn: (gamePath: string) => string): Promise<number> {
  let changed = 0;
  const answers = await db.collectionGroup(COLLECTIONS.gameAnswers).where('uid', '==', uid).get();
  for (const answer of answers.docs) {
    const game = answer.ref.parent.parent!;
    const key = keyIn(game.path);
    const to = answer.ref.parent.doc(answerDocId(Number(answer.get('questionIndex')), key));
    await db
      .batch()
      .set(to, { ...answer.data(), uid: key })
      .delete(answer.ref)
      .commit();
    changed++;
  }
  const games = await db.collection(COLLECTIONS.games).select().get();
  if (games.empty) return changed;
  const players = await db.getAll(...games.docs.map((game) => game.ref.collection(COLLECTIONS.players).doc(uid)));
  const joined = players.filter((player) => player.exists);
  for (const player of joined) {
    const game = player.ref.parent.parent!;
    const key = keyIn(game.path);
    await db.runTransaction(async (tx) => {
      const [gameSnap, playerSnap] = await Promise.all([tx.get(game), tx.get(player.ref)]);
      if (!playerSnap.exists) return;
      const leaderboard = (gameSnap.get('leaderboard') ?? []) as LeaderboardEntry[];
      tx.set(player.ref.parent.doc(key), { ...playerSnap.data(), displayName: DELETED_USER_NAME });
      tx.delete(player.ref);
      if (leaderboard.some((entry) => entry.uid === uid)) {
        const renamed = withoutDeletedNames(leaderboard, new Set([uid]));
        tx.update(game, { leaderboard: renamed.map((entry) => (entry.uid === uid ? { ...entry, uid: key } : entry)) });
      }
    });
    changed++;
  }
  return changed;
}
