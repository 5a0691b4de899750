import {
  COLLECTIONS,
  audienceToSize,
  settingsForAudience,
  type AudienceSettings,
  type EventDoc,
  type EventInput,
} from '@civic/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

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
