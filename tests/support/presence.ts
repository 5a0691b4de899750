/** A viewer's presence writes as the live room makes them (web/src/features/events/api/use-heartbeat.ts). */
import { COLLECTIONS, VIEWER_TTL_MS } from '@civic/domain';
import { doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';

const heartbeat = () => ({ seenAt: serverTimestamp(), expireAt: Timestamp.fromMillis(Date.now() + VIEWER_TTL_MS) });

/** Joins the room: the heartbeat's create, in one batch with the viewer's join record (firestore.rules). */
export function joinAsViewer(db: Firestore, eventId: string, uid: string): Promise<void> {
  return writeBatch(db)
    .set(doc(db, COLLECTIONS.events, eventId, COLLECTIONS.viewers, uid), heartbeat())
    .set(doc(db, COLLECTIONS.events, eventId, COLLECTIONS.viewerJoins, uid), { at: serverTimestamp() })
    .commit();
}
