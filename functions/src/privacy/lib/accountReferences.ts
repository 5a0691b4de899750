import { ACCOUNT_REFERENCES, DELETED_USER_NAME, type AccountReference } from '@civic/domain';
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

/** Documents rewritten per batch: a page is rewritten before the next is asked for. */
const PAGE_SIZE = 300;

const queryOf = (reference: AccountReference, uid: string) =>
  (reference.scope === 'collection' ? db.collection(reference.collection) : db.collectionGroup(reference.collection))
    .where(reference.field, reference.holds === 'uids' ? 'array-contains' : '==', uid)
    .limit(PAGE_SIZE);

/** The rewrite of one document that named the account in `reference.field`. */
function rewrite(doc: QueryDocumentSnapshot, reference: AccountReference, uid: string, anonymousId: string) {
  const change: Record<string, unknown> = {
    [reference.field]: reference.holds === 'uids' ? FieldValue.arrayRemove(uid) : anonymousId,
  };
  if (reference.name) change[reference.name] = DELETED_USER_NAME;
  const history = doc.get('history') as { by?: string | null }[] | undefined;
  if (Array.isArray(history) && history.some((entry) => entry.by === uid)) {
    change.history = history.map((entry) => (entry.by === uid ? { ...entry, by: anonymousId } : entry));
  }
  return change;
}

/**
 * What records that are not the account's own say about it (ACCOUNT_REFERENCES, domain): an
 * administrator's uid in what they created, moderated, handled, set, started or captioned, a
 * viewer's in a camera slot. Each becomes `anonymousId` (one for all of the account's references,
 * so "the same deleted administrator" still reads as one), a name beside it "Deleted user", and an
 * array loses it. Each page is rewritten before the next is read, so the query, which no longer
 * matches them, is read from its start until nothing is left; a retry finds only what is left.
 * Returns the documents changed (docs/personal-data.md, "An administrator's account").
 */
export async function forgetAccountReferences(uid: string, anonymousId: string): Promise<number> {
  let changed = 0;
  for (const reference of ACCOUNT_REFERENCES) {
    for (;;) {
      const page = await queryOf(reference, uid).get();
      if (page.empty) break;
      const batch = db.batch();
      for (const doc of page.docs) batch.update(doc.ref, rewrite(doc, reference, uid, anonymousId));
      await batch.commit();
      changed += page.size;
    }
  }
  return changed;
}
