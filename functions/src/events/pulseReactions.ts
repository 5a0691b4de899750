import {
  COLLECTIONS,
  FUNCTIONS_REGION,
  REACTION_IDS,
  REACTION_PULSE_MS,
  REACTION_SHARDS,
  STATS_REACTIONS_DOC,
  emptyReactionTotals,
  shardFor,
  type ReactionDoc,
  type ReactionId,
  type ReactionPulseDoc,
} from '@civic/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../app.js';

/** Lets the last reactions of a pulse window commit before the window is summed. */
const PULSE_GRACE_MS = 250;
const ALREADY_EXISTS = 6;

/**
 * Adds one viewer's change (after − before, per emoji) to their shard of the totals. Sharded like
 * the poll tallies: a single totals document would take every reaction of the room, far past the
 * ~1 write/s a document sustains; REACTION_SHARDS documents keyed by uid spread the load.
 * (A sum() aggregation over the viewers' counters would avoid the shards, but the Firestore
 * emulator answers 0 for every sum(), so it could not be tested here.)
 */
export async function countReaction(
  event: DocumentReference,
  uid: string,
  before: ReactionDoc | undefined,
  after: ReactionDoc,
): Promise<void> {
  const delta: Record<string, FieldValue> = {};
  for (const id of REACTION_IDS) {
    const added = (after.counts?.[id] ?? 0) - (before?.counts?.[id] ?? 0);
    if (added > 0) delta[id] = FieldValue.increment(added);
  }
  if (Object.keys(delta).length === 0) return;
  const shard = event.collection(COLLECTIONS.reactionShards).doc(String(shardFor(uid, REACTION_SHARDS)));
  await shard.set({ counts: delta }, { merge: true });
}

/** Exact totals: the sum of the shards (REACTION_SHARDS small reads). */
export async function sumReactions(event: DocumentReference): Promise<Record<ReactionId, number>> {
  const shards = await event.collection(COLLECTIONS.reactionShards).get();
  const totals = emptyReactionTotals();
  for (const shard of shards.docs) {
    const counts = (shard.get('counts') ?? {}) as Partial<Record<ReactionId, number>>;
    for (const id of REACTION_IDS) totals[id] += counts[id] ?? 0;
  }
  return totals;
}

/**
 * Aggregates reactions on the server, so a room of 10 000 viewers does not send every reaction
 * document to every viewer. Each reaction write triggers this; the first trigger of each
 * REACTION_PULSE_MS window claims it (`create` of `reactionFlushes/{window}` succeeds once), waits
 * for the window to close and writes the summed totals to `stats/reactions`. Every other trigger
 * returns at once. Viewers listen to that one document: at most one small update per window
 * whatever the audience does. Each trigger counts its reaction into the shards before claiming, so
 * a reaction counted in a window is always summed by that window's flush (or an earlier one): the
 * last pulse after a burst equals the exact totals.
 */
export async function pulseReactions(event: DocumentReference, nowMs = Date.now()): Promise<boolean> {
  const window = Math.floor(nowMs / REACTION_PULSE_MS);
  const claim = event.collection(COLLECTIONS.reactionFlushes).doc(String(window));
  try {
    await claim.create({ expireAt: Timestamp.fromMillis(nowMs + 3_600_000) });
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
  const flushAt = (window + 1) * REACTION_PULSE_MS + PULSE_GRACE_MS;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, flushAt - Date.now())));
  const totals = await sumReactions(event);
  await event
    .collection(COLLECTIONS.stats)
    .doc(STATS_REACTIONS_DOC)
    .set({ totals, at: FieldValue.serverTimestamp() } satisfies ReactionPulseDoc);
  return true;
}

export const onReactionWritten = onDocumentWritten(
  { region: FUNCTIONS_REGION, document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.reactions}/{uid}` },
  async (change) => {
    // Deletes come from deleting the event: nothing to announce.
    if (!change.data?.after.exists) return;
    const event = db.collection(COLLECTIONS.events).doc(change.params.eventId);
    await countReaction(
      event,
      change.params.uid,
      change.data.before.data() as ReactionDoc | undefined,
      change.data.after.data() as ReactionDoc,
    );
    await pulseReactions(event);
  },
);
