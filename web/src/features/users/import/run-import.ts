/**
 * Uploads validated rows in chunks through the importUsersChunk callable, a few chunks in flight,
 * keeping each chunk's fate. A chunk that fails (network, timeout) is marked failed and can be sent
 * again alone: the server is idempotent by email, so a chunk whose answer was lost is also safe.
 */
import { t } from '@lingui/core/macro';
import { IMPORT_LIMITS, type ImportRowResult, type RawImportRow } from '@civic/domain';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { importUsersChunk } from '../api/import-users-chunk';

export interface ImportChunk {
  index: number;
  rows: RawImportRow[];
  state: 'pending' | 'done' | 'failed';
  results: ImportRowResult[];
  error: string | null;
}

/** Chunks in flight at once: overlaps round trips without crowding the server. */
const CHUNKS_IN_FLIGHT = 2;

export function toChunks(rows: RawImportRow[], size: number = IMPORT_LIMITS.chunkSize): ImportChunk[] {
  const chunks: ImportChunk[] = [];
  for (let start = 0; start < rows.length; start += size) {
    chunks.push({
      index: chunks.length,
      rows: rows.slice(start, start + size),
      state: 'pending',
      results: [],
      error: null,
    });
  }
  return chunks;
}

/**
 * Sends every chunk that is not done yet; `onChunk` reports each finished (or failed) chunk as a
 * new object, so the screen can redraw progress. Resolves when all have been tried once.
 */
export async function sendChunks(
  importId: string,
  chunks: ImportChunk[],
  onChunk: (chunk: ImportChunk) => void,
): Promise<void> {
  const queue = chunks.filter((chunk) => chunk.state !== 'done');
  const worker = async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      try {
        const response = await importUsersChunk({ importId, chunkIndex: chunk.index, rows: chunk.rows });
        onChunk({ ...chunk, state: 'done', results: response.results, error: null });
      } catch (error) {
        onChunk({
          ...chunk,
          state: 'failed',
          results: [],
          error: functionErrorMessage(
            error,
            t`This part of the file could not be sent. Check your connection and try again.`,
          ),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: CHUNKS_IN_FLIGHT }, worker));
}
