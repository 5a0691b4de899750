import { EXPORT_MIN_INTERVAL_SECONDS, formatDuration, type RequestOf, type ResponseOf } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { commenterRef } from '../comments/lib/commentRefs.js';
import { buildPersonalExportPage } from './lib/personalExport.js';

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

/**
 * A later page of an export (docs/personal-data.md, "Paged"): only for the export the account
 * claimed last (its request id), and only at the cursor the page before answered — or once more at
 * the page just answered, for a retry after a lost answer. So one claimed export is read at most
 * twice over, and a script cannot page through it without end. While a page is being built, the
 * next cursor is not known yet and no other page is accepted.
 */
async function claimPage(uid: string, requestId: string, cursor: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const stamps = await tx.get(commenterRef(uid));
    if (stamps.get('lastExportRequestId') === requestId) {
      if (stamps.get('exportNext') === cursor) {
        tx.update(commenterRef(uid), { exportNext: null, exportPage: cursor, exportPageRetried: false });
        return;
      }
      if (stamps.get('exportPage') === cursor && stamps.get('exportPageRetried') !== true) {
        tx.update(commenterRef(uid), { exportPageRetried: true });
        return;
      }
    }
    // No refusal reason of its own: only a script, or a page retried twice, meets it; the
    // browser says the code's sentence and the person asks again.
    throw new HttpsError('failed-precondition', 'This download is no longer under way. Ask for your data again.');
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

/** Builds one page and keeps the cursor the following page must carry (`claimPage`). */
async function buildPage(uid: string, cursor: string | null, reset: Record<string, unknown> = {}) {
  const page = await buildPersonalExportPage(uid, cursor);
  await commenterRef(uid).set({ exportNext: page.next, ...reset }, { merge: true });
  return page;
}

/**
 * "Download my data": everything tied to the caller's account, for the caller alone (no uid is
 * taken from the request), one page an answer (`next` says where the following one starts).
 */
export async function handleExportMyData(
  { requestId, cursor }: RequestOf<'exportMyData'>,
  caller: Caller,
): Promise<ResponseOf<'exportMyData'>> {
  if (cursor !== undefined) {
    await claimPage(caller.uid, requestId, cursor);
    return await buildPage(caller.uid, cursor);
  }
  await claimExport(caller.uid, requestId);
  try {
    // A new export forgets the last one's pages.
    return await buildPage(caller.uid, null, { exportPage: null, exportPageRetried: false });
  } finally {
    await markAnswered(caller.uid, requestId);
  }
}

export const exportMyData = defineCallable(
  'exportMyData',
  // Not `retrySafe`: an answer is a page of the file, too big to keep as a request outcome; a read
  // built again from the data is the same answer (and claimPage paces the pages).
  { roles: ['user', 'admin'], timeoutSeconds: 120, memory: '512MiB', retrySafe: { key: () => undefined } },
  handleExportMyData,
);
