import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable } from '../platform/callable.js';
import { questionSetRef } from './lib/gameRecord.js';

/**
 * Admin only: creates or replaces a question set (order, duplicates and deletions are the editor's
 * array). Games copy a set when they start, so editing a set never changes a running game.
 */
export const saveQuestionSet = defineCallable(
  'saveQuestionSet',
  { roles: ['admin'] },
  async ({ setId, set }, caller) => {
    if (!setId) {
      const ref = db.collection(COLLECTIONS.questionSets).doc();
      await ref.create({
        ...set,
        createdBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { setId: ref.id };
    }
    try {
      await questionSetRef(setId).update({ ...set, updatedAt: FieldValue.serverTimestamp() });
    } catch (error) {
      if ((error as { code?: number }).code === 5) throw new HttpsError('not-found', `No question set ${setId}.`);
      throw error;
    }
    return { setId };
  },
);
