import type { RequestOf, ResponseOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** One chunk of a CSV import; safe to send again (the server is idempotent by email). */
export function importUsersChunk(request: RequestOf<'importUsersChunk'>): Promise<ResponseOf<'importUsersChunk'>> {
  return callFunction('importUsersChunk', request);
}
