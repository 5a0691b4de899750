/**
 * Camera broadcast on the Auth, Functions and Firestore emulators: joinCameraBroadcast enforces the
 * viewer cap even when viewers press at once, frees a place when a viewer leaves, gives a rejoining
 * viewer a clean connection, refuses everyone it should; the server clears signalling when a
 * broadcast stops or is replaced and when the event stops being live.
 */
import {
  CAMERA_PATHS,
  COLLECTIONS,
  cameraFullMessage,
  signalDocId,
  type CameraBroadcastDoc,
  type CameraPeerDoc,
  type CameraSignalDoc,
  type EventDoc,
  type ResponseOf,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { holdLiveSlot } from '../support/emulators/live-slot.js';

const { clearPeersOf } = await import('../../functions/src/camera/clearPeersOfEndedBroadcast.js');

// Other suites end every live event when they take the live slot: hold it while ours are live.
holdLiveSlot();
const clientFor = clientPool();
const marker = `cam-${Date.now()}`;

function join(client: TestClient, eventId: string) {
  return httpsCallable<unknown, ResponseOf<'joinCameraBroadcast'>>(
    client.functions,
    'joinCameraBroadcast',
  )({ eventId }).then((r) => r.data);
}
async function joinError(client: TestClient, data: unknown): Promise<{ code: string; message: string }> {
  try {
    await httpsCallable(client.functions, 'joinCameraBroadcast')(data);
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    // The SDK appends the HTTP status to the server's message: " [409]".
    return { code: code.replace('functions/', ''), message: message.replace(/ \[\d+\]$/, '') };
  }
  throw new Error('joinCameraBroadcast unexpectedly succeeded');
}

const eventRef = (id: string) => db.collection(COLLECTIONS.events).doc(id);
const broadcastRef = (id: string) => eventRef(id).collection(CAMERA_PATHS.camera).doc(CAMERA_PATHS.broadcastDoc);
const peersOf = (id: string) => eventRef(id).collection(CAMERA_PATHS.peers);

let counter = 0;
const created: string[] = [];
// Written live directly (no live lock): end them, so no other suite's room finds them live.
afterAll(async () => {
  await Promise.all(created.map((id) => eventRef(id).update({ status: 'ended' })));
});
/** A live camera event with a broadcast on, as the admin's camera screen leaves it. */
async function liveCameraEvent(options: { viewerCap?: number; broadcast?: boolean; source?: string } = {}) {
  const id = `${marker}-${counter++}`;
  created.push(id);
  await eventRef(id).set({
    title: `Camera event ${id}`,
    status: 'live',
    visibility: 'public',
    source: options.source === 'hls' ? { kind: 'hls', url: '/media/test.m3u8' } : { kind: 'camera' },
  } satisfies Partial<EventDoc>);
  if (options.broadcast !== false) {
    await broadcastRef(id).set({
      broadcastId: `b-${id}`,
      broadcasterUid: 'the-admin',
      viewerCap: options.viewerCap ?? 8,
      startedAt: Timestamp.now(),
    } satisfies CameraBroadcastDoc);
  }
  return id;
}

let viewers: TestAccount[];
let admin: TestAccount;
beforeAll(async () => {
  viewers = await Promise.all(Array.from({ length: 5 }, () => createTestAccount('user')));
  admin = await createTestAccount('admin');
  // Loads the function once (a cold start on a loaded machine), so no test pays for it.
  await joinError(await clientFor(viewers[0]), {});
}, 180_000);

describe('joining a camera broadcast', () => {
  it('a viewer gets a connection addressed to the broadcasting admin', async () => {
    const eventId = await liveCameraEvent();
    const joined = await join(await clientFor(viewers[0]), eventId);
    expect(joined).toMatchObject({ broadcastId: `b-${eventId}`, viewerCap: 8 });
    const peer = await peersOf(eventId).doc(viewers[0]!.uid).get();
    expect(peer.data()).toMatchObject({
      broadcastId: `b-${eventId}`,
      broadcasterUid: 'the-admin',
      joinId: joined.joinId,
    });
  });

  it('five viewers pressing at once on a cap of three: exactly three get in, two are told it is full', async () => {
    const eventId = await liveCameraEvent({ viewerCap: 3 });
    const clients = await Promise.all(viewers.map((v) => clientFor(v)));
    const outcomes = await Promise.allSettled(clients.map((c) => join(c, eventId)));
    const joined = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(joined).toHaveLength(3);
    expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual([
      'functions/resource-exhausted',
      'functions/resource-exhausted',
    ]);
    expect((refused[0]!.reason as Error).message).toContain(cameraFullMessage(3));
    expect((await peersOf(eventId).get()).size).toBe(3);
  });

  it('a viewer who leaves frees their place for the next one', async () => {
    const eventId = await liveCameraEvent({ viewerCap: 1 });
    const [first, second] = await Promise.all([clientFor(viewers[0]), clientFor(viewers[1])]);
    await join(first, eventId);
    expect((await joinError(second, { eventId })).code).toBe('resource-exhausted');
    await peersOf(eventId).doc(viewers[0]!.uid).delete();
    await expect(join(second, eventId)).resolves.toMatchObject({ viewerCap: 1 });
  });

  it('a viewer who rejoins (a reload) keeps one place and starts from clean signalling', async () => {
    const eventId = await liveCameraEvent({ viewerCap: 1 });
    const client = await clientFor(viewers[2]);
    const first = await join(client, eventId);
    const oldSignal = peersOf(eventId)
      .doc(viewers[2]!.uid)
      .collection(CAMERA_PATHS.toViewer)
      .doc(signalDocId(first.joinId, 0));
    await oldSignal.set({
      seq: 0,
      joinId: first.joinId,
      description: { type: 'offer', sdp: 'v=0' },
      sentAt: Timestamp.now(),
    } satisfies CameraSignalDoc);
    const second = await join(client, eventId);
    expect(second.joinId).not.toBe(first.joinId);
    expect((await oldSignal.get()).exists).toBe(false);
    expect((await peersOf(eventId).get()).size).toBe(1);
  });

  it('a new broadcast (a restart) starts with every place free', async () => {
    const eventId = await liveCameraEvent({ viewerCap: 1 });
    await join(await clientFor(viewers[0]), eventId);
    await broadcastRef(eventId).update({ broadcastId: `b2-${eventId}` });
    await eventually(async () => (await peersOf(eventId).get()).empty);
    await expect(join(await clientFor(viewers[1]), eventId)).resolves.toMatchObject({
      broadcastId: `b2-${eventId}`,
    });
  });

  it('refuses visitors, admins and accounts acting for nobody', async () => {
    const eventId = await liveCameraEvent();
    expect((await joinError(await clientFor(), { eventId })).code).toBe('unauthenticated');
    expect((await joinError(await clientFor(admin), { eventId })).code).toBe('permission-denied');
  });

  it('refuses bad input with invalid-argument', async () => {
    const client = await clientFor(viewers[0]);
    for (const bad of [{}, { eventId: '' }, { eventId: 'a/b' }, { eventId: 'x'.repeat(129) }, { eventId: 7 }]) {
      expect((await joinError(client, bad)).code).toBe('invalid-argument');
    }
  });

  it('refuses events that are missing, not live, not camera events, or whose camera is not on', async () => {
    const client = await clientFor(viewers[0]);
    expect(await joinError(client, { eventId: 'no-such-event' })).toMatchObject({ code: 'not-found' });
    const hls = await liveCameraEvent({ source: 'hls' });
    expect(await joinError(client, { eventId: hls })).toMatchObject({
      code: 'aborted',
      message: 'This event is not streamed from the in-app camera.',
    });
    const off = await liveCameraEvent({ broadcast: false });
    expect(await joinError(client, { eventId: off })).toMatchObject({
      code: 'aborted',
      message: 'The camera broadcast has not started yet.',
    });
    const ended = await liveCameraEvent();
    await eventRef(ended).update({ status: 'ended' });
    expect(await joinError(client, { eventId: ended })).toMatchObject({
      code: 'aborted',
      message: 'This event is not live.',
    });
  });
});

describe('the server clears signalling', () => {
  it('when the event stops being live: broadcast, slots, connections and their signals all go', async () => {
    const eventId = await liveCameraEvent();
    const { joinId } = await join(await clientFor(viewers[3]), eventId);
    const signals = peersOf(eventId).doc(viewers[3]!.uid).collection(CAMERA_PATHS.toBroadcaster);
    await signals.doc(signalDocId(joinId, 0)).set({
      seq: 0,
      joinId,
      description: { type: 'answer', sdp: 'v=0' },
      sentAt: Timestamp.now(),
    } satisfies CameraSignalDoc);
    await eventRef(eventId).update({ status: 'ended' });
    await eventually(async () => {
      const [broadcast, camera, peers, orphans] = await Promise.all([
        broadcastRef(eventId).get(),
        eventRef(eventId).collection(CAMERA_PATHS.camera).get(),
        peersOf(eventId).get(),
        signals.get(),
      ]);
      return !broadcast.exists && camera.empty && peers.empty && orphans.empty;
    });
  });

  it('a late cleanup of a stopped broadcast leaves the next broadcast’s connections alone', async () => {
    // Stop, then Go live again at once: the stop's trigger may run after viewers joined anew.
    const eventId = await liveCameraEvent();
    await peersOf(eventId)
      .doc('old-viewer')
      .set({ broadcastId: 'b-old', broadcasterUid: 'the-admin', joinId: 'j0' } satisfies Partial<CameraPeerDoc>);
    const { joinId } = await join(await clientFor(viewers[2]), eventId);
    const fresh = peersOf(eventId).doc(viewers[2]!.uid).collection(CAMERA_PATHS.toViewer).doc(signalDocId(joinId, 0));
    await fresh.set({
      seq: 0,
      joinId,
      description: { type: 'offer', sdp: 'v=0' },
      sentAt: Timestamp.now(),
    } satisfies CameraSignalDoc);
    await clearPeersOf(eventId, 'b-old');
    expect((await peersOf(eventId).get()).docs.map((d) => d.id)).toEqual([viewers[2]!.uid]);
    expect((await fresh.get()).exists).toBe(true);
  });

  it('when the admin stops the broadcast', async () => {
    const eventId = await liveCameraEvent();
    await join(await clientFor(viewers[4]), eventId);
    await broadcastRef(eventId).delete();
    await eventually(async () => (await peersOf(eventId).get()).empty);
  });
});
