import { COLLECTIONS, DEFAULT_ROLE, type JobChange } from '@civic/domain';
import { adminAuth, db } from '../../platform/app.js';
import { hasPasswordIdentity } from '../../users/lib/provisionAccount.js';
import { newUserRecord, roleFromClaims } from '../../users/lib/userRecord.js';
import type { JobDefinition, StepResult } from './jobStep.js';

const ACCOUNTS_PER_STEP = 200;

/**
 * Walks every Auth account (page tokens are the cursor) and creates the `users/{uid}` record of
 * an email/password account that has none, as account provisioning would have: the role its
 * claim holds, or the default role when it has no claim yet (the role-claim job then gives it the
 * claim). Anonymous and other-provider accounts never get a record (docs/trust.md). `create`
 * fails if the record appeared meanwhile, so a record is never overwritten.
 */
export const rebuildUserRecords: JobDefinition = {
  // Auth cannot count its accounts; the records are the closest estimate (raised as pages come).
  async estimateTotal() {
    return (await db.collection(COLLECTIONS.users).count().get()).data().count;
  },

  async step({ cursor, apply }): Promise<StepResult> {
    const page = await adminAuth.listUsers(ACCOUNTS_PER_STEP, cursor ?? undefined);
    const citizens = page.users.filter(hasPasswordIdentity);
    const refs = citizens.map((user) => db.collection(COLLECTIONS.users).doc(user.uid));
    const tombstones = citizens.map((user) => db.collection(COLLECTIONS.deletedAccounts).doc(user.uid));
    const snaps = refs.length ? await db.getAll(...refs, ...tombstones, { fieldMask: ['uid'] }) : [];
    // No record, and not deleted by an admin (deleteUser's tombstone) while this page was read.
    const absent = citizens.filter((_, i) => !snaps[i]!.exists && !snaps[citizens.length + i]!.exists);
    // An account being deleted loses its record first, then its Auth account: asking Auth again
    // right before writing keeps the window in which a deleted account's record could come back
    // down to milliseconds (docs/fixer.md).
    const stillThere = absent.length ? await adminAuth.getUsers(absent.map(({ uid }) => ({ uid }))) : { users: [] };
    const live = new Set(stillThere.users.map((user) => user.uid));
    const missing = absent.filter((user) => live.has(user.uid));
    const changes: JobChange[] = [];
    const records = missing.map((user) => {
      const role = roleFromClaims(user.customClaims) ?? DEFAULT_ROLE;
      changes.push({
        item: `${user.email ?? ''} (${user.uid})`,
        field: 'users record',
        before: 'missing',
        after: `created from Auth (role ${role}, ${user.disabled ? 'disabled' : 'active'})`,
      });
      return { ref: db.collection(COLLECTIONS.users).doc(user.uid), data: newUserRecord(user, role) };
    });
    return {
      processed: page.users.length,
      nextCursor: page.pageToken ?? null,
      exhausted: !page.pageToken,
      changes,
      conflicts: [],
      writes: apply
        ? (tx) => {
            for (const { ref, data } of records) tx.create(ref, data);
          }
        : undefined,
    };
  },
};
