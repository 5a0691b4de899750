import { COLLECTIONS, isRole, type JobChange, type JobConflict, jobConflict } from '@civic/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../platform/app.js';
import { roleFromClaims } from '../../users/lib/userRecord.js';
import type { JobDefinition, StepResult } from './jobStep.js';

/** getUsers takes at most 100 identifiers. */
const ACCOUNTS_PER_STEP = 100;

const describeAccount = (uid: string, email: unknown) =>
  typeof email === 'string' && email ? `${email} (${uid})` : uid;

/**
 * Compares each `users/{uid}` record's role with its Auth account's role claim. One case has one
 * right answer: a claim that is missing (provisioning stopped between the record and the claim)
 * gets the record's role — exactly what account provisioning would have set. Every other
 * disagreement (claim admin, record user; a record without a valid role; a record whose account
 * is gone) is reported for an administrator to decide: picking a side could grant or remove admin
 * rights on a guess.
 */
export const resyncRoleClaims: JobDefinition = {
  async estimateTotal() {
    return (await db.collection(COLLECTIONS.users).count().get()).data().count;
  },

  async step({ cursor, apply }): Promise<StepResult> {
    const users = db.collection(COLLECTIONS.users).orderBy(FieldPath.documentId());
    const records = (await (cursor ? users.startAfter(cursor) : users).limit(ACCOUNTS_PER_STEP).get()).docs;
    const found = records.length
      ? await adminAuth.getUsers(records.map((record) => ({ uid: record.id })))
      : { users: [], notFound: [] };
    const accounts = new Map(found.users.map((user) => [user.uid, user]));
    const changes: JobChange[] = [];
    const conflicts: JobConflict[] = [];
    const claimsToSet: { uid: string; claims: Record<string, unknown> }[] = [];
    for (const record of records) {
      const item = describeAccount(record.id, record.get('email'));
      const recordRole: unknown = record.get('role');
      const account = accounts.get(record.id);
      if (!account) {
        conflicts.push(jobConflict(item, { kind: 'no-auth-account' }));
        continue;
      }
      const claimRole = roleFromClaims(account.customClaims);
      if (!isRole(recordRole)) {
        conflicts.push(jobConflict(item, { kind: 'no-valid-role', claim: claimRole }));
      } else if (claimRole === null) {
        changes.push({ item, field: 'role claim', before: 'none', after: recordRole });
        claimsToSet.push({ uid: record.id, claims: { ...account.customClaims, role: recordRole } });
      } else if (claimRole !== recordRole) {
        conflicts.push(jobConflict(item, { kind: 'claim-record-disagree', claim: claimRole, record: recordRole }));
      }
    }
    // Auth is outside Firestore's transaction: the claims are set before the job's progress
    // commits. A crash in between is harmless — the redone step finds the claims already right.
    if (apply) await Promise.all(claimsToSet.map(({ uid, claims }) => adminAuth.setCustomUserClaims(uid, claims)));
    return {
      processed: records.length,
      nextCursor: records.at(-1)?.id ?? cursor,
      exhausted: records.length < ACCOUNTS_PER_STEP,
      changes,
      conflicts,
    };
  },
};
