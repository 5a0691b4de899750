/**
 * The fixer's "remove stale presence and signalling" job on deliberately stale data beside live
 * data: the dry run reports exactly the stale documents and deletes nothing, the run deletes
 * exactly those, a second run finds nothing, and the live room's heartbeat, connection and
 * signals are untouched.
 *
 * The job walks the whole database, so it is judged on this file's own events (other suites'
 * leftovers may appear in the diff too, and are stale by the same rules). It holds the live slot:
 * while it runs no other suite has a live event whose presence it could be asked about.
 */
import {
  CAMERA_PATHS,
  COLLECTIONS,
  LEFT_SEEN_AT_MS,
  STALE_HEARTBEAT_MS,
  signalDocId,
  type CameraBroadcastDoc,
  type CameraPeerDoc,
  type CameraSignalDoc,
  type EventDoc,
  type JobDoc,
  type JobMode,
  type StreamSource,
  type ViewerDoc,
} from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { holdLiveSlot } from '../support/emulators/live-slot.js';
import { runFixerJob } from '../support/fixtures/fixer-jobs.js';
import { goLiveForTest } from '../support/fixtures/live-events.js';

const { removeStalePresence } = await import('../../functions/src/fixer/lib/removeStalePresence.js');

holdLiveSlot();
const clientFor = clientPool();
const marker = `presence-${Date.now()}`;
const MINUTE = 60_000;
/** gRPC status of a write whose precondition (the document's update time) no longer holds. */
const FAILED_PRECONDITION = 9;

let adminClient: TestClient;
beforeAll(async () => {
  adminClient = await clientFor(await createTestAccount('admin'));
});

const event = (id: string) => db.collection(COLLECTIONS.events).doc(id);
/** An ended public event, only the fields the clean-up reads. */
const endedEvent = (id: string, title: string, source: StreamSource = { kind: 'camera' }) =>
  event(id).set({ title, status: 'ended', visibility: 'public', source } satisfies Partial<EventDoc>);
const heartbeat = (ageMs: number): ViewerDoc => ({
  seenAt: Timestamp.fromMillis(Date.now() - ageMs),
  expireAt: Timestamp.fromMillis(Date.now() - ageMs + STALE_HEARTBEAT_MS),
});
const signal = (joinId: string, seq = 0): CameraSignalDoc => ({
  seq,
  joinId,
  sentAt: Timestamp.now(),
  candidate: {
    candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host',
    sdpMid: '0',
    sdpMLineIndex: 0,
    usernameFragment: null,
  },
});

/** A camera connection of `broadcastId` with one signal each way (of connection `joinId`). */
async function connection(eventId: string, viewer: string, broadcastId: string, joinId: string) {
  const peer = event(eventId).collection(CAMERA_PATHS.peers).doc(viewer);
  await peer.set({ broadcastId, broadcasterUid: 'admin', joinId, joinedAt: Timestamp.now() } satisfies CameraPeerDoc);
  const toViewer = peer.collection(CAMERA_PATHS.toViewer).doc(signalDocId(joinId, 0));
  const toBroadcaster = peer.collection(CAMERA_PATHS.toBroadcaster).doc(signalDocId(joinId, 0));
  await Promise.all([toViewer.set(signal(joinId)), toBroadcaster.set(signal(joinId))]);
  return { peer, toViewer, toBroadcaster };
}

/** Starts the job as this file's admin and drives it to the end, as the /fixer page does. */
const runJob = (mode: JobMode) => runFixerJob(adminClient, 'removeStalePresence', mode);

/** One order for expected and received paths (a random event id may start with a capital). */
const byPath = (a: string, b: string) => a.localeCompare(b);
const exists = async (refs: DocumentReference[]) => (await db.getAll(...refs)).map((snap) => snap.exists);

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => db.recursiveDelete(event(id))));
});

describe('remove stale presence and signalling', () => {
  it('reports exactly the stale documents, removes exactly those, finds nothing the second time; live ones stay', async () => {
    // A live camera room: one current viewer, one who left two hours ago without saying so, one
    // connection of the broadcast now on, one of the broadcast before it, and a late signal of
    // the current viewer's earlier connection.
    const liveId = await goLiveForTest(`Presence room ${marker}`);
    await event(liveId).update({ source: { kind: 'camera' } });
    const live = event(liveId);
    const fresh = live.collection(COLLECTIONS.viewers).doc(`${marker}-here`);
    const gone = live.collection(COLLECTIONS.viewers).doc(`${marker}-gone`);
    await fresh.set(heartbeat(MINUTE));
    await gone.set(heartbeat(2 * STALE_HEARTBEAT_MS));
    // One who just left (backdated to the epoch): kept, so their return is a beat (issue 31).
    const justLeft = live.collection(COLLECTIONS.viewers).doc(`${marker}-left`);
    await justLeft.set({ ...heartbeat(MINUTE), seenAt: Timestamp.fromMillis(LEFT_SEEN_AT_MS) });
    const broadcast = live.collection(CAMERA_PATHS.camera).doc(CAMERA_PATHS.broadcastDoc);
    await broadcast.set({
      broadcastId: 'broadcast-now',
      broadcasterUid: 'admin',
      viewerCap: 8,
      startedAt: Timestamp.now(),
    } satisfies CameraBroadcastDoc);
    const current = await connection(liveId, `${marker}-viewer`, 'broadcast-now', 'join-2');
    const lateSignal = current.peer.collection(CAMERA_PATHS.toBroadcaster).doc(signalDocId('join-1', 1));
    await lateSignal.set(signal('join-1', 1));
    const replaced = await connection(liveId, `${marker}-earlier`, 'broadcast-before', 'join-1');

    // An ended event that kept a heartbeat and its camera documents; a deleted event's orphans.
    const endedId = `${marker}-ended`;
    const deletedId = `${marker}-deleted`;
    created.push(endedId, deletedId);
    await endedEvent(endedId, 'Ended');
    const endedViewer = event(endedId).collection(COLLECTIONS.viewers).doc('someone');
    await endedViewer.set(heartbeat(MINUTE));
    const endedBroadcast = event(endedId).collection(CAMERA_PATHS.camera).doc(CAMERA_PATHS.broadcastDoc);
    await endedBroadcast.set({
      broadcastId: 'b-old',
      broadcasterUid: 'admin',
      viewerCap: 8,
      startedAt: Timestamp.now(),
    } satisfies CameraBroadcastDoc);
    // A connection of a broadcast before 'b-old': one of 'b-old' itself would also be removed by
    // clearPeersOfEndedBroadcast when the run deletes 'b-old', racing the job's own deletions.
    const endedPeer = await connection(endedId, 'someone', 'b-older', 'j');
    const orphanViewer = event(deletedId).collection(COLLECTIONS.viewers).doc('someone');
    await orphanViewer.set(heartbeat(MINUTE));
    const orphanPeer = await connection(deletedId, 'someone', 'b-x', 'j');

    const stale = [
      gone,
      lateSignal,
      replaced.peer,
      replaced.toViewer,
      replaced.toBroadcaster,
      endedViewer,
      endedBroadcast,
      endedPeer.peer,
      endedPeer.toViewer,
      endedPeer.toBroadcaster,
      orphanViewer,
      orphanPeer.peer,
      orphanPeer.toViewer,
      orphanPeer.toBroadcaster,
    ];
    const untouched = [fresh, justLeft, broadcast, current.peer, current.toViewer, current.toBroadcaster];
    /** The job's diff lines about this test's events, by path. */
    const mine = (job: JobDoc) =>
      job.changes
        .filter((change) => change.item.includes(marker) || change.item.startsWith(`events/${liveId}/`))
        .sort((a, b) => byPath(a.item, b.item));

    const dry = await runJob('dry-run');
    expect(dry.status).toBe('done');
    expect(dry.changeCount).toBeLessThan(200); // the whole diff is in the document
    expect(mine(dry).map((change) => change.item)).toEqual(stale.map((ref) => ref.path).sort(byPath));
    expect(mine(dry).every((change) => change.after === 'removed')).toBe(true);
    expect(mine(dry).find((change) => change.item === gone.path)).toMatchObject({
      field: 'viewer heartbeat',
      before: 'present (last beat 2 h ago)',
    });
    expect(mine(dry).find((change) => change.item === endedPeer.peer.path)?.before).toBe(
      'present (its event is ended)',
    );
    expect(mine(dry).find((change) => change.item === orphanViewer.path)?.before).toBe(
      'present (its event was deleted)',
    );
    expect(mine(dry).find((change) => change.item === replaced.peer.path)?.before).toBe(
      'present (its broadcast broadcast-before ended)',
    );
    expect(mine(dry).find((change) => change.item === lateSignal.path)?.before).toBe(
      'present (it belongs to an earlier connection)',
    );
    expect(await exists(stale)).toEqual(stale.map(() => true));

    const run = await runJob('run');
    // The same documents; a signal's reason may read "its connection is gone" in the run, whose
    // earlier step already removed its stale connection.
    const items = (job: JobDoc) => mine(job).map(({ item, field, after }) => ({ item, field, after }));
    expect(items(run)).toEqual(items(dry));
    expect(await exists(stale)).toEqual(stale.map(() => false));
    expect(await exists(untouched)).toEqual(untouched.map(() => true));

    const again = await runJob('run');
    expect(mine(again)).toEqual([]);
    expect(await exists(untouched)).toEqual(untouched.map(() => true));

    // Every run is audited with its totals.
    const audit = await db.collection(COLLECTIONS.auditLog).where('target', '==', run.id).get();
    expect(audit.docs.map((d) => d.get('action')).sort()).toEqual(['finishJob', 'startJob']);
    expect(audit.docs.find((d) => d.get('action') === 'finishJob')?.get('details')).toMatchObject({
      mode: 'run',
      changeCount: run.changeCount,
    });
  });

  it('a heartbeat renewed after it was judged stale is not deleted: the step’s commit is refused', async () => {
    const eventId = `${marker}-race`;
    created.push(eventId);
    await endedEvent(eventId, 'Race', { kind: 'hls', url: '/media/test-pattern/index.m3u8' });
    const viewer = event(eventId).collection(COLLECTIONS.viewers).doc('viewer');
    await viewer.set(heartbeat(MINUTE));
    // Start the walk just before this event's heartbeats ('!' sorts before any id used here).
    const step = await removeStalePresence.step({ cursor: `0|events/${eventId}/viewers/!`, scope: null, apply: true });
    expect(step.changes[0]).toMatchObject({ item: viewer.path, before: 'present (its event is ended)' });
    await viewer.set(heartbeat(0)); // written again between the judgement and the commit
    await expect(db.runTransaction(async (tx) => step.writes!(tx))).rejects.toMatchObject({
      code: FAILED_PRECONDITION,
    });
    expect((await viewer.get()).exists).toBe(true);
  });

  it('a document someone else deleted after it was judged stale refuses the commit the same way: the step is judged again', async () => {
    // The broadcast trigger (clearPeersOfEndedBroadcast) removes a stopped broadcast's connections
    // while the job walks them: the step's commit must fail as "changed since judged" (retried by
    // runJob), not as an error that stops the job.
    const eventId = `${marker}-gone`;
    created.push(eventId);
    await endedEvent(eventId, 'Gone');
    const peer = (await connection(eventId, 'viewer', 'b', 'j')).peer;
    const step = await removeStalePresence.step({ cursor: `2|events/${eventId}/peers/!`, scope: null, apply: true });
    expect(step.changes[0]).toMatchObject({ item: peer.path, before: 'present (its event is ended)' });
    await peer.delete();
    await expect(db.runTransaction(async (tx) => step.writes!(tx))).rejects.toMatchObject({
      code: FAILED_PRECONDITION,
    });
  });
});
