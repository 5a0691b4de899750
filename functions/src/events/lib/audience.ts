import {
  COLLECTIONS,
  audienceToResize,
  audienceToSize,
  settingsForAudience,
  type AudienceSettings,
  type EventAudienceSettings,
  type EventDoc,
  type EventInput,
} from '@civic/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

/**
 * The event document's settings from the expected audience the editor sent (docs/scale.md,
 * "Settings from the expected audience"): none said, null, and the rooms run the deployed
 * configuration.
 */
export const eventAudienceField = (input: Pick<EventInput, 'expectedAudience'>): EventDoc['audience'] =>
  input.expectedAudience ? settingsForAudience(input.expectedAudience).event : null;

/**
 * The settings for an object opened now in `event` (a poll or live question pushed, a game
 * created), read in `tx` (`event` read in it): from the event's expected audience, or its live audience (the last
 * "viewers now" sample) when that is larger.
 */
export async function settingsToOpenIn(tx: Transaction, event: DocumentSnapshot): Promise<AudienceSettings> {
  const samples = await tx.get(event.ref.collection(COLLECTIONS.viewerSamples).orderBy('at', 'desc').limit(1));
  return settingsForAudience(audienceToSize(event.get('expectedAudience'), samples.docs[0]?.get('count')));
}

/**
 * A live event's settings chosen again for a "viewers now" sample that outgrew them (docs/scale.md,
 * "Settings from the expected audience"): its heartbeat, "viewers now" window and feed mode, which
 * every room follows from the event document. Only while the event is live, never downward
 * (audienceToResize); the shards of a poll already open are its own and stay. In a transaction, so
 * two control rooms' samples and an edit of the event are never lost to one another. Returns the
 * settings written, or null when it kept them.
 */
export async function resizeForViewersNow(
  ref: DocumentReference,
  sample: unknown,
): Promise<EventAudienceSettings | null> {
  return db.runTransaction(async (tx) => {
    const event = await tx.get(ref);
    if (event.get('status') !== 'live') return null;
    const size = audienceToResize(event.get('audience') as EventAudienceSettings | null | undefined, sample);
    if (size === null) return null;
    const audience = settingsForAudience(size).event;
    tx.update(ref, { audience });
    return audience;
  });
}

/**
 * What an edit of the event writes as its settings: those of the expected audience it says, except
 * that a live event keeps larger ones its live audience already chose (never re-chosen downward
 * while it runs).
 */
export function editedAudience(
  status: unknown,
  current: EventAudienceSettings | null | undefined,
  edited: EventAudienceSettings | null,
): EventAudienceSettings | null {
  const keep = status === 'live' && current?.sizedFor != null && current.sizedFor > (edited?.sizedFor ?? 0);
  return keep ? current : edited;
}
