import {
  generateTemporaryPassword,
  parseImportRow,
  type ImportOutcome,
  type ImportRowResult,
  type RawImportRow,
  type RequestOf,
  type ResponseOf,
} from '@civic/domain';
import { logger } from 'firebase-functions';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { createAccount } from './lib/createAccount.js';

/** Accounts created at once within a chunk: enough to overlap round trips, gentle on Auth quotas. */
const CONCURRENCY = 8;

/** One row: validated again with the shared schema, then created unless its email exists. */
async function importRow(row: RawImportRow): Promise<ImportRowResult> {
  const parsed = parseImportRow(row);
  if (!parsed.ok)
    return { line: row.line, email: row.email, outcome: 'invalid', reason: parsed.reason, problem: 'row' };
  const { account } = parsed;
  try {
    const { outcome } = await createAccount({
      ...account,
      password: account.password ?? generateTemporaryPassword(),
    });
    return { line: row.line, email: account.email, outcome };
  } catch (error) {
    // One bad row (e.g. Auth refusing the address) must not sink the other rows of the chunk.
    logger.warn('import row failed', { line: row.line, error });
    const message = (error as { message?: string }).message ?? 'could not be created';
    return { line: row.line, email: account.email, outcome: 'invalid', reason: message, problem: 'account-refused' };
  }
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the input order. */
async function mapWithConcurrency<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * `/UserUploader`: one chunk of a CSV import. Idempotent by email (createAccount reports an
 * existing account as `existed`), so re-running a file, or retrying a chunk whose answer was
 * lost, creates no duplicates. Every row gets its own outcome; the chunk is logged once.
 */
export async function handleImportUsersChunk(
  { importId, chunkIndex, rows }: RequestOf<'importUsersChunk'>,
  caller: Caller,
): Promise<ResponseOf<'importUsersChunk'>> {
  const results = await mapWithConcurrency(rows, CONCURRENCY, importRow);
  const counts: Record<ImportOutcome, number> = { created: 0, existed: 0, invalid: 0 };
  for (const result of results) counts[result.outcome]++;
  await logAdminAction(caller, 'importUsersChunk', null, {
    importId,
    chunkIndex,
    counts,
    created: results.filter((r) => r.outcome === 'created').map((r) => r.email),
  });
  return { chunkIndex, results, counts };
}

export const importUsersChunk = defineCallable(
  'importUsersChunk',
  {
    roles: ['admin'],
    timeoutSeconds: 300,
    memory: '512MiB',
    // A chunk is one submission; each row is idempotent by email, so an interrupted chunk may run again.
    retrySafe: { key: ({ importId, chunkIndex }) => `${importId}-${chunkIndex}`, rerunWhenInterrupted: true },
  },
  handleImportUsersChunk,
);
