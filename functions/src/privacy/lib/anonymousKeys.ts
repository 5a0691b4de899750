import { ANONYMOUS_KEY_PREFIX } from '@civic/domain';
import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/**
 * The anonymous id that replaces a deleted account's uid in one place (`scope`: a poll, an event,
 * a game, a ballot). Derived from a random salt kept in the account's tombstone while the deletion
 * runs, so a retry or the fixer re-keys to the same id, and a game's player and its answers keep
 * matching; the salt is removed when the deletion finishes, and from then on nobody can derive the
 * id from the uid again.
 */
export function anonymousKey(salt: string, uid: string, scope: string): string {
  const digest = createHash('sha256').update(`${salt}\n${uid}\n${scope}`).digest('hex');
  return `${ANONYMOUS_KEY_PREFIX}${digest.slice(0, 24)}`;
}

/**
 * Moves a document to a new id in the same collection with `data`, and its old copy away, in one
 * batch: either both happen or neither, so a retry finds the old one (and redoes it) or none.
 * `set`, not `create`: the new id is deterministic, a leftover from an earlier try is overwritten.
 */
export async function rekey(
  db: Firestore,
  from: DocumentReference,
  to: DocumentReference,
  data: Record<string, unknown>,
): Promise<void> {
  await db.batch().set(to, data).delete(from).commit();
}
