import { because } from '@civic/domain';
import type { EventDoc } from '@civic/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { eventRef } from '../../events/lib/eventRecord.js';

/**
 * A stream or poll report must name an event its reporter could see: one that is live or has
 * ended. An unknown event and a draft (which citizens cannot read) are `not-found` alike, so the
 * answer does not tell a draft exists; a scheduled event has no stream or poll to report yet.
 */
export async function requireReportableEvent(tx: Transaction, eventId: string): Promise<void> {
  const event = await tx.get(eventRef(eventId));
  const status = event.get('status') as EventDoc['status'] | undefined;
  if (!event.exists || status === undefined || status === 'draft') {
    throw new HttpsError('not-found', 'That event does not exist.');
  }
  if (status === 'scheduled') {
    throw new HttpsError(
      'failed-precondition',
      'That event has not started yet: report it once it is live.',
      because('report-before-live'),
    );
  }
}
