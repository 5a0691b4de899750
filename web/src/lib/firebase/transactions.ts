import { runTransaction as runFirestoreTransaction, type Transaction } from 'firebase/firestore';
import { firestore } from './firestore';

/** docs/PRODUCT.md §9: transaction maximum attempts default. (The SDK's own default is the same.) */
export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Runs a Firestore transaction, retried up to `maxAttempts` times on contention. The SDK rejects
 * a maxAttempts below 1 ("a maximum attempts value of at least 1", docs/PRODUCT.md §5).
 */
export function runTransaction<T>(
  update: (transaction: Transaction) => Promise<T>,
  { maxAttempts = DEFAULT_MAX_ATTEMPTS }: { maxAttempts?: number } = {},
): Promise<T> {
  return runFirestoreTransaction(firestore, update, { maxAttempts });
}
