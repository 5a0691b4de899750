import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { assignArticleIds, ballotFields, ballotRef, loadBallot, requireDraft } from './lib/ballotRecord.js';

/**
 * Admin only: edits a draft. Once opened, nothing a voter sees or the census depends on may
 * change (`aborted`); the check and the write share a transaction so an edit cannot race the
 * opening.
 */
export const updateBallot = defineCallable(
  'updateBallot',
  { roles: ['admin'] },
  async ({ ballotId, ballot }, caller) => {
    await db.runTransaction(async (tx) => {
      const stored = await loadBallot(ballotId, tx);
      requireDraft(stored, 'its articles, window and census');
      tx.update(ballotRef(ballotId), {
        ...ballotFields(ballot, assignArticleIds(ballot.articles, stored.articles)),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    await logAdminAction(caller, 'updateBallot', ballotId, { articles: ballot.articles.length });
    return { ballotId };
  },
);
