import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { assignAgendaIds, eventFields } from './lib/eventRecord.js';

/** Admin only: creates an event, as a draft or announced (scheduled). */
export const createEvent = defineCallable('createEvent', { roles: ['admin'] }, async ({ event }, caller) => {
  const ref = db.collection(COLLECTIONS.events).doc();
  await ref.create({
    ...eventFields(event, assignAgendaIds(event.agenda)),
    status: event.published ? 'scheduled' : 'draft',
    livePollId: null,
    overlay: null,
    agendaNow: null,
    wentLiveAt: null,
    endedAt: null,
    createdBy: caller.uid,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await logAdminAction(caller, 'createEvent', ref.id, { published: event.published });
  return { eventId: ref.id };
});
