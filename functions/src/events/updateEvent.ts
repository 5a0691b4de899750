import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { editedAudience } from './lib/audience.js';
import { assignAgendaIds, eventFields, eventRef } from './lib/eventRecord.js';
import { because, COLLECTIONS, type AgendaItem, type EventAudienceSettings } from '@civic/domain';

/**
 * Admin only: edits an event. `published` moves a draft to scheduled or back; a live or ended
 * event keeps its status (only goLive/endEvent change those), so an edit can never make a second
 * event live or revive an ended one. An event whose replay is published stays public: a replay is
 * public, and it would go on showing a room only signed-in accounts may see (docs/replays.md).
 */
export const updateEvent = defineCallable('updateEvent', { roles: ['admin'] }, async ({ eventId, event }, caller) => {
  const ref = eventRef(eventId);
  await db.runTransaction(async (tx) => {
    const [current, replay] = await tx.getAll(ref, db.collection(COLLECTIONS.replays).doc(eventId));
    if (!current!.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
    if (event.visibility !== 'public' && replay!.get('published') === true) {
      throw new HttpsError(
        'aborted',
        'The replay of this event is published: unpublish it before making the event signed-in only.',
        because('replay-published'),
      );
    }
    const status = current!.get('status') as string;
    const nextStatus =
      status === 'draft' || status === 'scheduled' ? (event.published ? 'scheduled' : 'draft') : status;
    // Items keep their ids across edits, so a mark made before still names its item.
    const agenda = assignAgendaIds(event.agenda, (current!.get('agenda') as AgendaItem[] | undefined) ?? []);
    const fields = eventFields(event, agenda);
    // Settings a live audience chose beyond the expected one stay while the event runs.
    const audience = editedAudience(
      status,
      current!.get('audience') as EventAudienceSettings | null,
      fields.audience ?? null,
    );
    tx.update(ref, { ...fields, audience, status: nextStatus, updatedAt: FieldValue.serverTimestamp() });
  });
  await logAdminAction(caller, 'updateEvent', eventId, { published: event.published });
  return { eventId };
});
