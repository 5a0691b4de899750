import { COLLECTIONS, EVENT_NOT_LIVE, type AgendaItem, type EventDoc, type TimelineDoc } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { eventRef } from './lib/eventRecord.js';

/**
 * Admin only: marks the agenda item at `index` as the one under way ("Now: item N"), or none with
 * null, while the event is live. The mark goes on the event document, which every room listens to,
 * and on the event's timeline at the same server time, so a replay can later show the item at any
 * moment of the video (docs/replays.md, "The agenda"). An index past the agenda is refused.
 */
export const setAgendaItem = defineCallable(
  'setAgendaItem',
  { roles: ['admin'] },
  async ({ eventId, index }, caller) => {
    const ref = eventRef(eventId);
    const itemId = await db.runTransaction(async (tx) => {
      const event = await tx.get(ref);
      if (!event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
      if (event.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.', EVENT_NOT_LIVE);
      const agenda = (event.get('agenda') as AgendaItem[] | undefined) ?? [];
      const item = index === null ? null : agenda[index];
      if (index !== null && !item) {
        throw new HttpsError('invalid-argument', `index: the agenda has ${agenda.length} items, not item ${index + 1}`);
      }
      const at = FieldValue.serverTimestamp();
      tx.update(ref, {
        agendaNow: item ? { itemId: item.id, at } : null,
        updatedAt: at,
      } satisfies Partial<EventDoc<FieldValue>>);
      tx.create(ref.collection(COLLECTIONS.timeline).doc(), {
        kind: 'agenda',
        itemId: item?.id ?? null,
        index: item ? index : null,
        title: item?.title ?? null,
        at,
      } satisfies TimelineDoc<FieldValue>);
      return item?.id ?? null;
    });
    await logAdminAction(caller, 'setAgendaItem', eventId, { itemId });
    return { eventId, itemId };
  },
);
