import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { assignAgendaIds, eventFields, eventRef } from './lib/eventRecord.js';
import type { AgendaItem } from '@civic/domain';

/**
 * Admin only: edits an event. `published` moves a draft to scheduled or back; a live or ended
 * event keeps its status (only goLive/endEvent change those), so an edit can never make a second
 * event live or revive an ended one.
 */
export const updateEvent = defineCallable('updateEvent', { roles: ['admin'] }, async ({ eventId, event }, caller) => {
  const ref = eventRef(eventId);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
    const status = current.get('status') as string;
    const nextStatus =
      status === 'draft' || status === 'scheduled' ? (event.published ? 'scheduled' : 'draft') : status;
    // Items keep their ids across edits, so a mark made before still names its item.
    const agenda = assignAgendaIds(event.agenda, (current.get('agenda') as AgendaItem[] | undefined) ?? []);
    tx.update(ref, { ...eventFields(event, agenda), status: nextStatus, updatedAt: FieldValue.serverTimestamp() });
  });
  await logAdminAction(caller, 'updateEvent', eventId, { published: event.published });
  return { eventId };
});
