import { defineCallable } from '../platform/callable.js';
import { questionSetRef } from './lib/gameRecord.js';

/** Admin only. Games already played from the set keep their own copy of its questions. */
export const deleteQuestionSet = defineCallable('deleteQuestionSet', { roles: ['admin'] }, async ({ setId }) => {
  await questionSetRef(setId).delete();
  return { setId };
});
