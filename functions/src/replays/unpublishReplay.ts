import type { RequestOf, ResponseOf } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { replayRef, takeDownReplay } from './lib/replayFile.js';

/**
 * Admin only: takes a replay down. Its file is deleted with it (nothing of it is kept to go stale:
 * publishing again compiles afresh), the recording stays attached. Twice is the same as once.
 */
export async function handleUnpublishReplay(
  { eventId }: RequestOf<'unpublishReplay'>,
  caller: Caller,
): Promise<ResponseOf<'unpublishReplay'>> {
  const ref = replayRef(eventId);
  if (!(await ref.get()).exists) throw new HttpsError('not-found', `No replay of event ${eventId}.`);
  await takeDownReplay(eventId);
  await logAdminAction(caller, 'unpublishReplay', eventId);
  return { eventId, published: false, bytes: 0, gzipBytes: 0 };
}

export const unpublishReplay = defineCallable('unpublishReplay', { roles: ['admin'] }, handleUnpublishReplay);
