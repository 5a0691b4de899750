import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { eventRef, settingsOf, settingsRef } from './lib/commentRefs.js';

/** Turns comments on or off, sets slow mode and the hold-all switch for one event. Audited. */
export const updateCommentSettings = defineCallable(
  'updateCommentSettings',
  { roles: ['admin'] },
  async ({ eventId, ...change }, caller) => {
    if (!(await eventRef(eventId).get()).exists) throw new HttpsError('not-found', 'That event does not exist.');
    const settings = await db.runTransaction(async (tx) => {
      const next = { ...settingsOf((await tx.get(settingsRef(eventId))).data()), ...change };
      tx.set(settingsRef(eventId), { ...next, updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
      return next;
    });
    await logAdminAction(caller, 'comments.settings', `events/${eventId}`, change);
    return settings;
  },
);
