import type { RequestOf, ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { deleteStaleParts, replayRef } from './lib/replayFile.js';

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
  await ref.update({
    published: false,
    publishedAt: null,
    compileId: null,
    parts: 0,
    bytes: 0,
    gzipBytes: 0,
    summary: null,
    updatedAt: FieldValue.serverTimestamp(),
  });
  await deleteStaleParts(ref);
  await logAdminAction(caller, 'unpublishReplay', eventId);
  return { eventId, published: false, bytes: 0, gzipBytes: 0 };
}

export const unpublishReplay = defineCallable('unpublishReplay', { roles: ['admin'] }, handleUnpublishReplay);
