import { EXPORT_MIN_INTERVAL_SECONDS, formatDuration, type RequestOf, type ResponseOf } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { commenterRef } from '../comments/lib/commentRefs.js';
import { buildPersonalExport } from './lib/personalExport.js';

/**
 * One export a minute per account, counted on the account's server-written stamps (the same
 * `commenters/{uid}` document that paces posts and reports). The same request id again — the
 * browser retrying after a lost answer — is not a new export: it is built again and answered.
 */
async function claimExport(uid: string, requestId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const stamps = await tx.get(commenterRef(uid));
    if (stamps.get('lastExportRequestId') === requestId) return;
    const now = Date.now();
    const last = (stamps.get('lastExportAt') as Timestamp | undefined)?.toMillis() ?? 0;
    const wait = EXPORT_MIN_INTERVAL_SECONDS - (now - last) / 1000;
    if (wait > 0) {
      throw new HttpsError(
        'resource-exhausted',
        `You asked for your data a moment ago. Try again in ${formatDuration(wait)}.`,
      );
    }
    tx.set(
      commenterRef(uid),
      { lastExportAt: Timestamp.fromMillis(now), lastExportRequestId: requestId },
      { merge: true },
    );
  });
}

/** "Download my data": everything tied to the caller's account, for the caller alone (no uid is taken from the request). */
export async function handleExportMyData(
  { requestId }: RequestOf<'exportMyData'>,
  caller: Caller,
): Promise<ResponseOf<'exportMyData'>> {
  await claimExport(caller.uid, requestId);
  return buildPersonalExport(caller.uid);
}

export const exportMyData = defineCallable(
  'exportMyData',
  // Not `retrySafe`: the answer is the whole file, too big to keep as a request outcome; a read
  // built again from the data is the same answer.
  { roles: ['user', 'admin'], timeoutSeconds: 120, memory: '512MiB', retrySafe: { key: () => undefined } },
  handleExportMyData,
);
