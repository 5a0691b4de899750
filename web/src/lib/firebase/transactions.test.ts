/**
 * The wrapper passes maxAttempts (default 5) to the SDK; the SDK's validation (at least 1) and its
 * retries are proven against the Firestore emulator in tests/integration/shell-transactions.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';

const runFirestoreTransaction = vi.fn(async () => 'done');
vi.mock('firebase/firestore', () => ({ runTransaction: runFirestoreTransaction }));
vi.mock('./firestore', () => ({ firestore: { type: 'firestore' } }));

const { DEFAULT_MAX_ATTEMPTS, runTransaction } = await import('./transactions');

describe('runTransaction', () => {
  it('defaults to the spec’s 5 attempts', async () => {
    expect(DEFAULT_MAX_ATTEMPTS).toBe(5);
    const update = async () => 'x';
    await runTransaction(update);
    expect(runFirestoreTransaction).toHaveBeenCalledWith({ type: 'firestore' }, update, { maxAttempts: 5 });
  });

  it('passes a chosen number of attempts through', async () => {
    const update = async () => 'x';
    await runTransaction(update, { maxAttempts: 2 });
    expect(runFirestoreTransaction).toHaveBeenLastCalledWith({ type: 'firestore' }, update, { maxAttempts: 2 });
  });
});
