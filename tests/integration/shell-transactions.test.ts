/**
 * "A transaction requires a maximum attempts value of at least 1; default 5" (docs/PRODUCT.md §5 and §9)
 * is the Firestore SDK's runTransaction, which the app wraps once
 * (web/src/lib/firebase/transactions.ts passes maxAttempts, default 5). Proven here on the
 * Firestore emulator: the validation, and the number of attempts under contention.
 */
import { COLLECTIONS } from '@civic/domain';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db as adminDb } from '../support/emulators/admin.js';
import { testClient, type TestClient } from '../support/emulators/client.js';

let client: TestClient;
beforeAll(async () => {
  // The user's own record: the one document a user may read and update under the rules.
  client = await testClient(await createTestAccount('user'));
});
afterAll(async () => client?.close());

/**
 * Runs a transaction that always loses a race: between its read and its commit, the server (Admin
 * SDK) changes the document, so every commit is refused and retried.
 */
async function alwaysContended(db: Firestore, uid: string, options?: { maxAttempts: number }) {
  const ref = doc(db, COLLECTIONS.users, uid);
  let attempts = 0;
  const outcome = await runTransaction(
    db,
    async (transaction) => {
      attempts++;
      await transaction.get(ref);
      await adminDb
        .collection(COLLECTIONS.users)
        .doc(uid)
        .update({ bio: `changed elsewhere ${attempts}` });
      transaction.update(ref, { bio: 'from the transaction', updatedAt: serverTimestamp() });
    },
    options,
  ).then(
    () => 'committed',
    (error: { code?: string }) => error.code ?? 'error',
  );
  return { attempts, outcome };
}

describe('runTransaction maximum attempts (Firestore SDK on the emulator)', () => {
  it('refuses a maximum attempts value below 1', async () => {
    // The SDK throws synchronously; awaiting inside try also covers a rejected promise.
    let refusal: unknown;
    try {
      await runTransaction(client.db, async () => null, { maxAttempts: 0 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ code: 'invalid-argument', message: 'Max attempts must be at least 1' });
  });

  it('tries 5 times by default before giving up on a contended document', async () => {
    expect(await alwaysContended(client.db, client.uid!)).toMatchObject({ attempts: 5 });
  });

  it('tries exactly as often as asked', async () => {
    expect(await alwaysContended(client.db, client.uid!, { maxAttempts: 2 })).toMatchObject({ attempts: 2 });
  });
});
