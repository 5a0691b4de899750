import { COLLECTIONS, DELETED_USER_NAME, type LeaderboardEntry } from '@civic/domain';
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
  return withoutDeletedNames(leaderboard, new Set(tombstones.filter((t) => t.exists).map((t) => t.id)));
}

/**
 * Removes a deleted account's name from every game it joined: its player document (which the next
 * reveal ranks) and the game's published leaderboard, at once. Returns the games changed. Reads
 * one player document per game (by id, in one batch): games are few, one at a time.
 */
export async function forgetDeletedPlayer(uid: string): Promise<number> {
  const games = await db.collection(COLLECTIONS.games).select().get();
  if (games.empty) return 0;
  const players = await db.getAll(...games.docs.map((game) => game.ref.collection(COLLECTIONS.players).doc(uid)));
  const joined = players.filter((player) => player.exists);
  for (const player of joined) {
    const game = player.ref.parent.parent!;
    await db.runTransaction(async (tx) => {
      const leaderboard = ((await tx.get(game)).get('leaderboard') ?? []) as LeaderboardEntry[];
      tx.update(player.ref, { displayName: DELETED_USER_NAME });
      if (leaderboard.some((entry) => entry.uid === uid)) {
        tx.update(game, { leaderboard: withoutDeletedNames(leaderboard, new Set([uid])) });
      }
    });
  }
  return joined.length;
}
