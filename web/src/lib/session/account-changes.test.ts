/**
 * The account watcher and a new account (docs/trust.md, "A new account's first minutes"): a record
 * the server has not written yet is not a deleted account, so a sign-up is not signed out while
 * the trigger is slow; a record that disappears, or is missing for a provisioned account, is.
 */
import { describe, expect, it, vi } from 'vitest';

type Snapshot = { metadata: { fromCache: boolean }; exists(): boolean; get(field: string): unknown };
let deliver: ((snapshot: Snapshot) => void) | undefined;
vi.mock('@/lib/firebase/full-firestore-loaded', () => ({ fullFirestoreLoaded: Promise.resolve() }));
vi.mock('./account-record', () => ({
  listenToAccountRecord: (_uid: string, next: (snapshot: Snapshot) => void) => {
    deliver = next;
    return () => (deliver = undefined);
  },
}));
const { watchAccountChanges } = await import('./account-changes');

const fromServer = (exists: boolean, claimsUpdatedAtMs = 0): Snapshot => ({
  metadata: { fromCache: false },
  exists: () => exists,
  get: () => (claimsUpdatedAtMs ? { toMillis: () => claimsUpdatedAtMs } : undefined),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watching the signed-in account', () => {
  it('does not sign out a new account whose record the server has not written yet', async () => {
    const changes: string[] = [];
    const stop = watchAccountChanges('u1', 1_000, (change) => changes.push(change), { provisioned: false });
    await settle();
    deliver!(fromServer(false));
    expect(changes).toEqual([]);
    // The trigger writes the record, then gives the role and says so.
    deliver!(fromServer(true));
    deliver!(fromServer(true, 2_000));
    expect(changes).toEqual(['changed']);
    // Deleted afterwards: gone.
    deliver!(fromServer(false));
    expect(changes).toEqual(['changed', 'gone']);
    stop();
  });

  it('reports a provisioned account whose record is missing as gone at once', async () => {
    const changes: string[] = [];
    const stop = watchAccountChanges('u1', 1_000, (change) => changes.push(change), { provisioned: true });
    await settle();
    deliver!(fromServer(false));
    expect(changes).toEqual(['gone']);
    stop();
  });
});
