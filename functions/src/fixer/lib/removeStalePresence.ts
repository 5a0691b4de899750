import {
  CAMERA_PATHS,
  COLLECTIONS,
  LEFT_SEEN_AT_MS,
  STALE_HEARTBEAT_MS,
  type CameraBroadcastDoc,
  type CameraPeerDoc,
  type JobChange,
} from '@civic/domain';
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { cameraRefs } from '../../camera/lib/signallingRefs.js';
import type { JobDefinition, StepResult } from './jobStep.js';

const DOCS_PER_STEP = 200;

/**
 * The collection groups walked, in this order, with the diff's name for their documents. Each
 * lives under `events/{eventId}` (domain/src/event.ts, domain/src/camera.ts); a same-named
 * collection anywhere else is not ours and is skipped.
 */
const GROUPS = [
  { id: COLLECTIONS.viewers, label: 'viewer heartbeat', depth: 4 },
  { id: CAMERA_PATHS.camera, label: 'camera broadcast document', depth: 4 },
  { id: CAMERA_PATHS.peers, label: 'camera connection', depth: 4 },
  { id: CAMERA_PATHS.toViewer, label: 'signal to the viewer', depth: 6 },
  { id: CAMERA_PATHS.toBroadcaster, label: 'signal to the broadcaster', depth: 6 },
] as const;
type Group = (typeof GROUPS)[number];

/** Cursor `"<group index>|<last document path>"`; the path is empty at the start of a group. */
function parseCursor(cursor: string | null): { index: number; after: string | null } {
  if (!cursor) return { index: 0, after: null };
  const bar = cursor.indexOf('|');
  return { index: Number(cursor.slice(0, bar)), after: cursor.slice(bar + 1) || null };
}

const underEvent = (ref: DocumentReference, group: Group) => {
  const segments = ref.path.split('/');
  return segments.length === group.depth && segments[0] === COLLECTIONS.events;
};
const eventIdOf = (ref: DocumentReference) => ref.path.split('/')[1]!;

function ago(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 120 ? `${minutes} min` : `${Math.floor(minutes / 60)} h`;
}

/** What is known about the events (and their broadcasts, and peers) a page of documents belongs to. */
interface Context {
  events: Map<string, DocumentSnapshot>;
  broadcasts: Map<string, DocumentSnapshot>;
  peers: Map<string, DocumentSnapshot>;
}

/**
 * Reads the parents after the page itself: a connection made after its broadcast started is then
 * judged against that broadcast or a newer one, never an older one (and likewise a signal against
 * its connection), so nothing current is taken for stale.
 */
async function readContext(page: QueryDocumentSnapshot[], group: Group): Promise<Context> {
  const eventIds = [...new Set(page.map((doc) => eventIdOf(doc.ref)))];
  const camera = group.id !== COLLECTIONS.viewers;
  const peerRefs = group.depth === 6 ? [...new Set(page.map((doc) => doc.ref.parent.parent!.path))] : [];
  const [events, broadcasts, peers] = await Promise.all([
    eventIds.length ? db.getAll(...eventIds.map((id) => cameraRefs(id).event)) : [],
    camera && eventIds.length ? db.getAll(...eventIds.map((id) => cameraRefs(id).broadcast)) : [],
    peerRefs.length ? db.getAll(...peerRefs.map((path) => db.doc(path))) : [],
  ]);
  return {
    events: new Map(events.map((snap) => [snap.id, snap])),
    broadcasts: new Map(broadcasts.map((snap) => [snap.ref.parent.parent!.id, snap])),
    peers: new Map(peers.map((snap) => [snap.ref.path, snap])),
  };
}

/** Why the event's presence and signalling are all stale, or null while it is live. */
function eventGone(eventId: string, context: Context): string | null {
  const event = context.events.get(eventId);
  if (!event?.exists) return 'its event was deleted';
  const status = event.get('status') as string;
  return status === 'live' ? null : `its event is ${status}`;
}

/** Why a camera connection is stale, or null while it belongs to the broadcast now on. */
function peerStale(peer: DocumentSnapshot, context: Context): string | null {
  const eventId = eventIdOf(peer.ref);
  const gone = eventGone(eventId, context);
  if (gone) return gone;
  const broadcast = context.broadcasts.get(eventId);
  if (!broadcast?.exists) return 'the broadcast stopped';
  const current = (broadcast.data() as CameraBroadcastDoc).broadcastId;
  const own = (peer.data() as Partial<CameraPeerDoc>).broadcastId;
  return own === current ? null : `its broadcast ${own ?? '(none)'} ended`;
}

function whyStale(doc: QueryDocumentSnapshot, group: Group, context: Context, now: number): string | null {
  switch (group.id) {
    case COLLECTIONS.viewers: {
      const gone = eventGone(eventIdOf(doc.ref), context);
      if (gone) return gone;
      const seenAt = doc.get('seenAt') as unknown;
      if (!(seenAt instanceof Timestamp)) return 'it has no heartbeat time';
      if (seenAt.toMillis() === LEFT_SEEN_AT_MS) {
        // Left (backdated to the epoch): kept a while so a return is a beat, not a join.
        const age = now - doc.updateTime.toMillis();
        return age > STALE_HEARTBEAT_MS ? `the viewer left ${ago(age)} ago` : null;
      }
      const age = now - seenAt.toMillis();
      return age > STALE_HEARTBEAT_MS ? `last beat ${ago(age)} ago` : null;
    }
    case CAMERA_PATHS.camera:
      return eventGone(eventIdOf(doc.ref), context);
    case CAMERA_PATHS.peers:
      return peerStale(doc, context);
    default: {
      const gone = eventGone(eventIdOf(doc.ref), context);
      if (gone) return gone;
      const peer = context.peers.get(doc.ref.parent.parent!.path);
      if (!peer?.exists) return 'its connection is gone';
      const stale = peerStale(peer, context);
      if (stale) return stale;
      return doc.get('joinId') === peer.get('joinId') ? null : 'it belongs to an earlier connection';
    }
  }
}

/**
 * Deletes presence and camera-signalling documents nothing will ever read again: those of a
 * deleted or ended event, connections and signals of a stopped or replaced broadcast (and
 * signals of an earlier connection), and heartbeats not renewed (or left) for STALE_HEARTBEAT_MS. In
 * production the TTL policy and the event/broadcast triggers remove most of these; this job
 * catches what they missed (a trigger that failed, an emulator without TTL, data written by hand).
 *
 * Walks five collection groups by document path, DOCS_PER_STEP at a time. Each deletion carries
 * the document's update time as a precondition: a heartbeat renewed or a connection rejoined
 * since it was judged fails the step's commit, and the redone step judges it again.
 */
export const removeStalePresence: JobDefinition = {
  async estimateTotal() {
    const counts = await Promise.all(GROUPS.map((group) => db.collectionGroup(group.id).count().get()));
    return counts.reduce((sum, count) => sum + count.data().count, 0);
  },

  async step({ cursor, apply }): Promise<StepResult> {
    const { index, after } = parseCursor(cursor);
    const group = GROUPS[index]!;
    let query = db
      .collectionGroup(group.id)
      .orderBy(FieldPath.documentId())
      .select('seenAt', 'broadcastId', 'joinId')
      .limit(DOCS_PER_STEP);
    if (after) query = query.startAfter(db.doc(after));
    const page = (await query.get()).docs;
    const ours = page.filter((doc) => underEvent(doc.ref, group));
    const context = await readContext(ours, group);
    const now = Date.now();
    const stale = ours.flatMap((doc) => {
      const reason = whyStale(doc, group, context, now);
      return reason ? [{ doc, reason }] : [];
    });
    const changes: JobChange[] = stale.map(({ doc, reason }) => ({
      item: doc.ref.path,
      field: group.label,
      before: `present (${reason})`,
      after: 'removed',
    }));
    const groupDone = page.length < DOCS_PER_STEP;
    const last = index === GROUPS.length - 1;
    return {
      processed: page.length,
      nextCursor: groupDone ? (last ? null : `${index + 1}|`) : `${index}|${page.at(-1)!.ref.path}`,
      exhausted: groupDone && last,
      changes,
      conflicts: [],
      writes: apply
        ? (tx) => {
            for (const { doc } of stale) tx.delete(doc.ref, { lastUpdateTime: doc.updateTime });
          }
        : undefined,
    };
  },
};
