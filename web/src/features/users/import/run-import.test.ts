import type { RawImportRow, RequestOf } from '@civic/domain';
import { describe, expect, it, vi } from 'vitest';
import { codeSentence } from '@/lib/firebase/functions-error';
import { importUsersChunk } from '../api/import-users-chunk';
import { sendChunks, toChunks, type ImportChunk } from './run-import';

vi.mock('../api/import-users-chunk', () => ({ importUsersChunk: vi.fn() }));
const callable = vi.mocked(importUsersChunk);

const rows: RawImportRow[] = Array.from({ length: 5 }, (_, i) => ({
  line: i + 2,
  email: `u${i}@test.civic`,
  displayName: `U${i}`,
  role: 'user',
}));

const answer = (request: RequestOf<'importUsersChunk'>) => ({
  chunkIndex: request.chunkIndex,
  results: request.rows.map((row) => ({ line: row.line, email: row.email, outcome: 'created' as const })),
  counts: { created: request.rows.length, existed: 0, invalid: 0 },
});

async function run(chunks: ImportChunk[]): Promise<ImportChunk[]> {
  const current = [...chunks];
  await sendChunks('file', current, (chunk) => (current[chunk.index] = chunk));
  return current;
}

describe('chunked upload', () => {
  it('splits rows into chunks of the given size, in order', () => {
    expect(toChunks(rows, 2).map((chunk) => chunk.rows.map((row) => row.line))).toEqual([[2, 3], [4, 5], [6]]);
  });

  it('marks a chunk that fails as failed, in words (never the raw code), and a retry sends only that chunk', async () => {
    callable.mockImplementation(async (request) => {
      // What the SDK throws when the 70 s timeout passes.
      if (request.chunkIndex === 1)
        throw Object.assign(new Error('deadline-exceeded'), { code: 'functions/deadline-exceeded' });
      return answer(request);
    });
    const first = await run(toChunks(rows, 2));
    expect(first.map((chunk) => chunk.state)).toEqual(['done', 'failed', 'done']);
    expect(first[1]?.error).toBe(codeSentence('deadline-exceeded'));
    expect(first[1]?.error).not.toMatch(/deadline-exceeded/);

    callable.mockClear();
    callable.mockImplementation(async (request) => answer(request));
    const retried = await run(first);
    expect(callable).toHaveBeenCalledTimes(1);
    expect(callable.mock.calls[0]?.[0]).toMatchObject({ importId: 'file', chunkIndex: 1 });
    expect(retried.map((chunk) => chunk.state)).toEqual(['done', 'done', 'done']);
  });
});
