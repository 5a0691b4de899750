import { EXPORT_MIN_INTERVAL_SECONDS, formatDuration, type RequestOf, type ResponseOf } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { commenterRef } from '../comments/lib/commentRefs.js';
import { buildPersonalExport } from './lib/personalExport.js';

/** Longer than the export's timeout (120 s): a build claimed this long ago was interrupted. */
const BUILDING_AT_MOST_MS = 3 * 60 * 1000;

/**
 * One export a minute per account, counted on the account's server-written stamps (the same
 * `commenters/{uid}` document that paces posts and reports), in a transaction, so a flood of
 * parallel requests gets one file. The same request id again — the browser retrying after a lost
 * answer — is told to wait while its file is still being built, and is built once more after it
 * was answered; a replay beyond that is paced like a new request (issue 41: 24 replays within a
 * minute built 25 files). The file is too big to keep as a request outcome (docs/personal-data.md).
 */
async function claimExport(uid: string, requestId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const stamps = await tx.get(commenterRef(uid));
    const now = Date.now();
    const last = (stamps.get('lastExportAt') as Timestamp | undefined)?.toMillis() ?? 0;
    if (stamps.get('lastExportRequestId') === requestId) {
      const state = stamps.get('lastExportState') as 'building' | 'answered' | 'replayed' | undefined;
      if (state === 'building' && now - last < BUILDING_AT_MOST_MS) {
        throw new HttpsError('aborted', 'Your file is still being prepared. Wait a moment, then try again.');
      }
      if (state === 'answered') {
        tx.update(commenterRef(uid), { lastExportState: 'replayed' });
        return;
      }
      // Replayed once already, or interrupted: paced like a new request below.
    }
    const wait = EXPORT_MIN_INTERVAL_SECONDS - (now - last) / 1000;
    if (wait > 0) {
      throw new HttpsError(
        'resource-exhausted',
        `You asked for your data a moment ago. Try again in ${formatDuration(wait)}.`,
      );
    }
    tx.set(
      commenterRef(uid),
      { lastExportAt: Timestamp.fromMillis(now), lastExportRequestId: requestId, lastExportState: 'building' },
      { merge: true },
    );
  });
}

/** The claimed build is over (answered or failed): a replay of its id may now be built once. */
async function markAnswered(uid: string, requestId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const stamps = await tx.get(commenterRef(uid));
    if (stamps.get('lastExportRequestId') === requestId && stamps.get('lastExportState') === 'building') {
      tx.update(commenterRef(uid), { lastExportState: 'answered' });
    }
  });
}

/** "Download my data": everything tied to the caller's account, for the caller alone (no uid is taken from the request). */
export async function handleExportMyData(
  { requestId }: RequestOf<'exportMyData'>,
  caller: Caller,
): Promise<ResponseOf<'exportMyData'>> {
  await claimExport(caller.uid, requestId);
  try {
    return await buildPersonalExport(caller.uid);
  } finally {
    await markAnswered(caller.uid, requestId);
  }
}

export const exportMyData = defineCallable(
  'exportMyData',
  // Not `retrySafe`: the answer is the whole file, too big to keep as a request outcome; a read
  // built again from the data is the same answer.
  { roles: ['user', 'admin'], timeoutSeconds: 120, memory: '512MiB', retrySafe: { key: () => undefined } },
  handleExportMyData,
);
