import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { assignArticleIds, ballotFields } from './lib/ballotRecord.js';

/** Admin only: creates a draft constitutional ballot (invisible to users until opened). */
export const createBallot = defineCallable('createBallot', { roles: ['admin'] }, async ({ ballot }, caller) => {
  const ref = db.collection(COLLECTIONS.constitutionalVotes).doc();
  await ref.create({
    ...ballotFields(ballot, assignArticleIds(ballot.articles)),
    status: 'draft',
    censusSize: null,
    urnShards: null,
    announcedAt: null,
    closedAt: null,
    publishedAt: null,
    createdBy: caller.uid,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await logAdminAction(caller, 'createBallot', ref.id, { articles: ballot.articles.length });
  return { ballotId: ref.id };
});
