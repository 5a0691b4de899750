import { COLLECTIONS } from '@civic/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

/*
 * Presence on Firestore heartbeats (domain/src/event.ts: HEARTBEAT_MS, VIEWER_STALE_MS).
 *
 * Write rate. Each viewer rewrites one document, `events/{id}/viewers/{uid}`, every 30 s while
 * the page is visible: 10 000 viewers ≈ 10 000 / 30 ≈ 333 writes/s, spread over 10 000 distinct
 * documents (each written once per 30 s, far below the ~1 write/s sustained per document).
 *
 * Index hotspot. `seenAt` is a server timestamp — monotonically increasing — and must be indexed
 * for the count() range query. Firestore documents ~500 writes/s as the limit for a collection
 * with a monotonically increasing indexed field (the writes land on one tablet of the index).
 * 333/s stays under it; the beats are jittered (±5 s in the client) so a room opening at once does
 * not beat in lockstep, and `expireAt` (the TTL field) is exempt from indexing in
 * firestore.indexes.json so it adds no second hotspot. Past ~15 000 viewers the same arithmetic
 * says to lengthen HEARTBEAT_MS (60 s halves the rate) before the index limit is reached.
 *
 * Counting. "Viewers now" is `count()` of heartbeats with seenAt > now − VIEWER_STALE_MS:
 * one aggregation (billed one read per 1 000 index entries), never a read of every document.
 *
 * Cleanup. A viewer who leaves backdates their heartbeat to the epoch (LEFT_SEEN_AT_MS), so it
 * stops counting at once and a return is a beat; one that vanished (closed laptop) stops counting
 * after VIEWER_STALE_MS. Both are removed by the TTL policy on `expireAt` in production. The emulator has no TTL: ending an event removes its heartbeats here.
 */
export async function deleteHeartbeats(event: DocumentReference): Promise<number> {
  const writer = db.bulkWriter();
  let deleted = 0;
  const heartbeats = await event.collection(COLLECTIONS.viewers).select().get();
  for (const doc of heartbeats.docs) {
    void writer.delete(doc.ref);
    deleted++;
  }
  await writer.close();
  return deleted;
}
