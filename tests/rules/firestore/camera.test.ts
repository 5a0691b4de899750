/**
 * firestore.rules, camera signalling section, on the official Firestore emulator: every cell of
 * visitor / viewer / other viewer / broadcasting admin / other admin × read / create / update /
 * delete for the broadcast, the slots, the peer documents and both signal subcollections, plus
 * the shape, size, flood and not-live refusals. Peer documents are created by the
 * joinCameraBroadcast callable only (tests/integration/camera.test.ts shows the cap).
 */
import {
  CAMERA_PATHS,
  COLLECTIONS,
  signalDocId,
  type CameraBroadcastDoc,
  type CameraPeerDoc,
  type CameraSignal,
  type EventDoc,
} from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-camera');

const EVENT = 'cam-event';
const ALICE = 'alice'; // the viewer whose connection is tested
const BOB = 'bob'; // another viewer with a connection of his own
const ROOT = 'root'; // the broadcasting admin
const BROADCAST_ID = 'broadcast-0001';

const { visitor, as } = rulesCallers(env);
const viewer = () => as(ALICE, 'user');
const otherViewer = () => as(BOB, 'user');
const broadcaster = () => as(ROOT, 'admin');
const otherAdmin = () => as('ops', 'admin');
const noRole = () => as(ALICE, null);

const PARTIES = [
  ['a visitor', visitor],
  ['the viewer', viewer],
  ['another viewer', otherViewer],
  ['the broadcasting admin', broadcaster],
  ['another admin', otherAdmin],
] as const;

const eventRef = (ctx: RulesTestContext, id = EVENT) => doc(ctx.firestore(), COLLECTIONS.events, id);
const cameraRef = (ctx: RulesTestContext, docId: string, event = EVENT) =>
  doc(ctx.firestore(), COLLECTIONS.events, event, CAMERA_PATHS.camera, docId);
const peerRef = (ctx: RulesTestContext, uid = ALICE) =>
  doc(ctx.firestore(), COLLECTIONS.events, EVENT, CAMERA_PATHS.peers, uid);
type Direction = typeof CAMERA_PATHS.toViewer | typeof CAMERA_PATHS.toBroadcaster;
/** A signal's document: numbered as the app does (signalDocId), or at a raw id given as a string. */
const signalRef = (ctx: RulesTestContext, direction: Direction, seq: number | string, uid = ALICE, joinId = 'join-1') =>
  doc(
    ctx.firestore(),
    COLLECTIONS.events,
    EVENT,
    CAMERA_PATHS.peers,
    uid,
    direction,
    typeof seq === 'number' ? signalDocId(joinId, seq) : seq,
  );

function eventData(overrides: Record<string, unknown> = {}) {
  const event = {
    title: 'Camera town hall',
    status: 'live',
    visibility: 'public',
    source: { kind: 'camera' },
  } satisfies Partial<EventDoc>;
  return { ...event, ...overrides };
}
const broadcast = (overrides: Record<string, unknown> = {}) => ({
  ...({
    broadcastId: BROADCAST_ID,
    broadcasterUid: ROOT,
    viewerCap: 8,
    startedAt: serverTimestamp(),
  } satisfies CameraBroadcastDoc),
  ...overrides,
});
const peer = () =>
  ({
    broadcastId: BROADCAST_ID,
    broadcasterUid: ROOT,
    joinId: 'join-1',
    joinedAt: Timestamp.now(),
  }) satisfies CameraPeerDoc;

const OFFER: CameraSignal = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
const ICE = {
  candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
  usernameFragment: 'abcd',
};
const CANDIDATE: CameraSignal = { candidate: ICE };
const signal = (seq: number, body: CameraSignal | Record<string, unknown> = OFFER, joinId = 'join-1') => ({
  ...body,
  seq,
  joinId,
  sentAt: serverTimestamp(),
});

async function arrange(setup: (ctx: RulesTestContext) => Promise<void>) {
  await env().withSecurityRulesDisabled(setup);
}

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { [ALICE]: 'user', [BOB]: 'user', [ROOT]: 'admin', ops: 'admin' });
  await arrange(async (ctx) => {
    await setDoc(eventRef(ctx), eventData());
    await setDoc(eventRef(ctx, 'hls-event'), eventData({ source: { kind: 'hls', url: '/media/test.m3u8' } }));
    await setDoc(eventRef(ctx, 'ended-event'), eventData({ status: 'ended' }));
    await setDoc(cameraRef(ctx, CAMERA_PATHS.broadcastDoc), { ...broadcast(), startedAt: Timestamp.now() });
    await setDoc(cameraRef(ctx, CAMERA_PATHS.slotsDoc), { broadcastId: BROADCAST_ID, viewerUids: [ALICE, BOB] });
    await setDoc(cameraRef(ctx, CAMERA_PATHS.broadcastDoc, 'ended-event'), {
      ...broadcast(),
      startedAt: Timestamp.now(),
    });
    for (const uid of [ALICE, BOB]) {
      await setDoc(peerRef(ctx, uid), peer());
      await setDoc(signalRef(ctx, CAMERA_PATHS.toViewer, 0, uid), {
        ...OFFER,
        seq: 0,
        joinId: 'join-1',
        sentAt: Timestamp.now(),
      });
      await setDoc(signalRef(ctx, CAMERA_PATHS.toBroadcaster, 0, uid), {
        ...CANDIDATE,
        seq: 0,
        joinId: 'join-1',
        sentAt: Timestamp.now(),
      });
    }
  });
});

describe('the broadcast document (events/{id}/camera/broadcast)', () => {
  const canRead = new Set(['the viewer', 'another viewer', 'the broadcasting admin', 'another admin']);
  for (const [who, ctx] of PARTIES) {
    it(`${who} ${canRead.has(who) ? 'reads' : 'cannot read'} the broadcast of a live event`, async () => {
      const read = getDoc(cameraRef(ctx(), CAMERA_PATHS.broadcastDoc));
      await (canRead.has(who) ? assertSucceeds(read) : assertFails(read));
    });
  }
  it('an account without a role cannot read the broadcast', async () => {
    await assertFails(getDoc(cameraRef(noRole(), CAMERA_PATHS.broadcastDoc)));
  });
  it('viewers cannot read the broadcast of an event that is no longer live; admins can', async () => {
    await assertFails(getDoc(cameraRef(viewer(), CAMERA_PATHS.broadcastDoc, 'ended-event')));
    await assertSucceeds(getDoc(cameraRef(broadcaster(), CAMERA_PATHS.broadcastDoc, 'ended-event')));
  });

  for (const [who, ctx] of [
    ['a visitor', visitor],
    ['the viewer', viewer],
    ['another viewer', otherViewer],
  ] as const) {
    it(`${who} cannot start, change or stop a broadcast`, async () => {
      await assertFails(setDoc(cameraRef(ctx(), CAMERA_PATHS.broadcastDoc, 'fresh'), broadcast()));
      await assertFails(setDoc(cameraRef(ctx(), CAMERA_PATHS.broadcastDoc), broadcast({ broadcastId: 'hijack-0001' })));
      await assertFails(deleteDoc(cameraRef(ctx(), CAMERA_PATHS.broadcastDoc)));
    });
  }
  it('an admin starts a broadcast on a live camera event in their own name', async () => {
    await arrange((ctx) => deleteDoc(cameraRef(ctx, CAMERA_PATHS.broadcastDoc)));
    await assertSucceeds(setDoc(cameraRef(broadcaster(), CAMERA_PATHS.broadcastDoc), broadcast()));
  });
  it('an admin restarts a broadcast (a new id) and any admin can stop a stuck one', async () => {
    await assertSucceeds(
      setDoc(cameraRef(broadcaster(), CAMERA_PATHS.broadcastDoc), broadcast({ broadcastId: 'broadcast-0002' })),
    );
    await assertSucceeds(deleteDoc(cameraRef(otherAdmin(), CAMERA_PATHS.broadcastDoc)));
  });
  it('a broadcast cannot be started in another admin’s name, with a bad cap, id or time, or extra fields', async () => {
    const ref = cameraRef(broadcaster(), CAMERA_PATHS.broadcastDoc);
    await assertFails(setDoc(ref, broadcast({ broadcasterUid: 'ops' })));
    await assertFails(setDoc(ref, broadcast({ viewerCap: 0 })));
    await assertFails(setDoc(ref, broadcast({ viewerCap: 17 })));
    await assertFails(setDoc(ref, broadcast({ viewerCap: 2.5 })));
    await assertFails(setDoc(ref, broadcast({ broadcastId: 'short' })));
    await assertFails(setDoc(ref, broadcast({ broadcastId: 'x'.repeat(65) })));
    await assertFails(setDoc(ref, broadcast({ startedAt: Timestamp.fromMillis(Date.now() - 60_000) })));
    await assertFails(setDoc(ref, broadcast({ viewerUids: [] })));
  });
  it('no broadcast on an event that is not live, not a camera event, or missing', async () => {
    await assertFails(setDoc(cameraRef(broadcaster(), CAMERA_PATHS.broadcastDoc, 'ended-event'), broadcast()));
    await assertFails(setDoc(cameraRef(broadcaster(), CAMERA_PATHS.broadcastDoc, 'hls-event'), broadcast()));
    await assertFails(setDoc(cameraRef(broadcaster(), CAMERA_PATHS.broadcastDoc, 'no-such-event'), broadcast()));
  });
  it('other documents beside the broadcast are not writable by an admin', async () => {
    await assertFails(setDoc(cameraRef(broadcaster(), 'extra'), broadcast()));
    await assertFails(deleteDoc(cameraRef(broadcaster(), 'extra')));
  });
});

describe('the slots document: server only', () => {
  for (const [who, ctx] of PARTIES) {
    it(`${who} can neither read nor write the viewer slots`, async () => {
      await assertFails(getDoc(cameraRef(ctx(), CAMERA_PATHS.slotsDoc)));
      await assertFails(setDoc(cameraRef(ctx(), CAMERA_PATHS.slotsDoc), { broadcastId: BROADCAST_ID, viewerUids: [] }));
      await assertFails(updateDoc(cameraRef(ctx(), CAMERA_PATHS.slotsDoc), { viewerUids: [] }));
      await assertFails(deleteDoc(cameraRef(ctx(), CAMERA_PATHS.slotsDoc)));
    });
  }
});

describe('the viewer’s peer document (events/{id}/peers/{viewerUid})', () => {
  const parties = new Set(['the viewer', 'the broadcasting admin']);
  for (const [who, ctx] of PARTIES) {
    const party = parties.has(who);
    it(`${who} ${party ? 'reads' : 'cannot read'} the viewer’s connection`, async () => {
      const read = getDoc(peerRef(ctx()));
      await (party ? assertSucceeds(read) : assertFails(read));
    });
    it(`${who} cannot create a connection, even their own (joinCameraBroadcast does, under the cap)`, async () => {
      const uid = ctx === viewer ? ALICE : ctx === otherViewer ? BOB : 'carol';
      await arrange((c) => deleteDoc(peerRef(c, uid)));
      await assertFails(setDoc(peerRef(ctx(), uid), peer()));
    });
    it(`${who} cannot update the viewer’s connection`, async () => {
      await assertFails(updateDoc(peerRef(ctx()), { joinId: 'join-2' }));
    });
    it(`${who} ${party ? 'deletes' : 'cannot delete'} the viewer’s connection`, async () => {
      const remove = deleteDoc(peerRef(ctx()));
      await (party ? assertSucceeds(remove) : assertFails(remove));
    });
  }
  it('the broadcaster lists their own connections; a viewer or another admin cannot list them', async () => {
    const mine = (ctx: RulesTestContext, uid: string) =>
      query(
        collection(ctx.firestore(), COLLECTIONS.events, EVENT, CAMERA_PATHS.peers),
        where('broadcasterUid', '==', uid),
      );
    await assertSucceeds(getDocs(mine(broadcaster(), ROOT)));
    await assertFails(getDocs(mine(otherAdmin(), ROOT)));
    await assertFails(getDocs(collection(viewer().firestore(), COLLECTIONS.events, EVENT, CAMERA_PATHS.peers)));
  });
  it('an account without a role cannot read its old connection', async () => {
    await assertFails(getDoc(peerRef(noRole())));
  });
});

describe('signals from the broadcaster to the viewer (toViewer)', () => {
  const parties = new Set(['the viewer', 'the broadcasting admin']);
  for (const [who, ctx] of PARTIES) {
    const party = parties.has(who);
    it(`${who} ${party ? 'reads' : 'cannot read'} them`, async () => {
      const read = getDoc(signalRef(ctx(), CAMERA_PATHS.toViewer, 0));
      await (party ? assertSucceeds(read) : assertFails(read));
      const list = getDocs(
        collection(ctx().firestore(), COLLECTIONS.events, EVENT, CAMERA_PATHS.peers, ALICE, CAMERA_PATHS.toViewer),
      );
      await (party ? assertSucceeds(list) : assertFails(list));
    });
    const sender = who === 'the broadcasting admin';
    it(`${who} ${sender ? 'sends' : 'cannot send'} one`, async () => {
      const send = setDoc(signalRef(ctx(), CAMERA_PATHS.toViewer, 1), signal(1, CANDIDATE));
      await (sender ? assertSucceeds(send) : assertFails(send));
    });
    it(`${who} cannot change a sent signal`, async () => {
      await assertFails(updateDoc(signalRef(ctx(), CAMERA_PATHS.toViewer, 0), { seq: 0 }));
      await assertFails(setDoc(signalRef(ctx(), CAMERA_PATHS.toViewer, 0), signal(0)));
    });
    it(`${who} ${party ? 'deletes' : 'cannot delete'} them (cleanup)`, async () => {
      const remove = deleteDoc(signalRef(ctx(), CAMERA_PATHS.toViewer, 0));
      await (party ? assertSucceeds(remove) : assertFails(remove));
    });
  }
});

describe('signals from the viewer to the broadcaster (toBroadcaster)', () => {
  const parties = new Set(['the viewer', 'the broadcasting admin']);
  for (const [who, ctx] of PARTIES) {
    const party = parties.has(who);
    it(`${who} ${party ? 'reads' : 'cannot read'} them`, async () => {
      const read = getDoc(signalRef(ctx(), CAMERA_PATHS.toBroadcaster, 0));
      await (party ? assertSucceeds(read) : assertFails(read));
    });
    const sender = who === 'the viewer';
    it(`${who} ${sender ? 'sends' : 'cannot send'} one`, async () => {
      const send = setDoc(
        signalRef(ctx(), CAMERA_PATHS.toBroadcaster, 1),
        signal(1, { description: { type: 'answer', sdp: 'v=0' } }),
      );
      await (sender ? assertSucceeds(send) : assertFails(send));
    });
    it(`${who} cannot change a sent signal`, async () => {
      await assertFails(updateDoc(signalRef(ctx(), CAMERA_PATHS.toBroadcaster, 0), { seq: 0 }));
    });
    it(`${who} ${party ? 'deletes' : 'cannot delete'} them (cleanup)`, async () => {
      const remove = deleteDoc(signalRef(ctx(), CAMERA_PATHS.toBroadcaster, 0));
      await (party ? assertSucceeds(remove) : assertFails(remove));
    });
  }
  it('a viewer cannot write into another viewer’s connection', async () => {
    await assertFails(setDoc(signalRef(viewer(), CAMERA_PATHS.toBroadcaster, 1, BOB), signal(1)));
  });
  it('a viewer cannot signal without a connection (no place under the cap)', async () => {
    await arrange((ctx) => deleteDoc(peerRef(ctx)));
    await assertFails(setDoc(signalRef(viewer(), CAMERA_PATHS.toBroadcaster, 1), signal(1)));
  });
});

describe('signal shape, size and number', () => {
  const send = (body: Record<string, unknown>, seq: number | string = 1) =>
    setDoc(signalRef(viewer(), CAMERA_PATHS.toBroadcaster, seq), body);
  it('accepts a description and a candidate with null mid and index', async () => {
    await assertSucceeds(send(signal(1)));
    await assertSucceeds(
      send(
        signal(2, {
          candidate: { candidate: 'candidate:x', sdpMid: null, sdpMLineIndex: null, usernameFragment: null },
        }),
        2,
      ),
    );
  });
  it('refuses a document id that is not its connection and seq, a negative seq, and seq 500 or more (flooding)', async () => {
    await assertFails(send(signal(1), 2));
    await assertFails(send(signal(1), 'one'));
    await assertFails(send(signal(1), '1'));
    await assertFails(send(signal(1), 'join-0-1'));
    await assertFails(send(signal(-1), -1));
    await assertFails(send(signal(500), 500));
    await assertSucceeds(send(signal(499), 499));
  });
  it('refuses a client-chosen send time', async () => {
    await assertFails(send({ ...OFFER, seq: 1, joinId: 'join-1', sentAt: Timestamp.fromMillis(Date.now() - 60_000) }));
  });
  it('refuses a signal of an earlier connection (another joinId), from either side', async () => {
    // A write the browser sends late, after the viewer rejoined, must not land in the new connection.
    await assertFails(send(signal(1, OFFER, 'join-0'), 'join-0-1'));
    await assertFails(send({ ...OFFER, seq: 1, sentAt: serverTimestamp() }));
    await assertFails(
      setDoc(signalRef(broadcaster(), CAMERA_PATHS.toViewer, 1, ALICE, 'join-0'), signal(1, OFFER, 'join-0')),
    );
    await assertSucceeds(setDoc(signalRef(broadcaster(), CAMERA_PATHS.toViewer, 1), signal(1)));
  });
  it('refuses an unknown description type, an oversized SDP and extra fields', async () => {
    await assertFails(send(signal(1, { description: { type: 'pranswer', sdp: 'v=0' } })));
    await assertFails(send(signal(1, { description: { type: 'offer', sdp: 'v'.repeat(32_001) } })));
    await assertFails(send(signal(1, { description: { type: 'offer', sdp: 'v=0', extra: 1 } })));
    await assertFails(send({ ...signal(1), admin: true }));
    await assertFails(send({ ...signal(1), ...CANDIDATE }));
  });
  it('refuses a malformed candidate: too long, missing fields, wrong types', async () => {
    const base = ICE;
    await assertFails(send(signal(1, { candidate: { ...base, candidate: 'c'.repeat(1025) } })));
    await assertFails(send(signal(1, { candidate: { candidate: 'candidate:x' } })));
    await assertFails(send(signal(1, { candidate: { ...base, sdpMLineIndex: -1 } })));
    await assertFails(send(signal(1, { candidate: { ...base, sdpMLineIndex: '0' } })));
    await assertFails(send(signal(1, { candidate: { ...base, sdpMid: 7 } })));
    await assertFails(send(signal(1, { candidate: { ...base, usernameFragment: 'u'.repeat(257) } })));
    await assertFails(send(signal(1, {})));
  });
  it('no signal once the event is no longer live, from either side', async () => {
    await arrange((ctx) => updateDoc(eventRef(ctx), { status: 'ended' }));
    await assertFails(send(signal(1)));
    await assertFails(setDoc(signalRef(broadcaster(), CAMERA_PATHS.toViewer, 1), signal(1)));
  });
  it('the broadcaster clears a whole connection in one batch (signals first, then the peer)', async () => {
    await arrange(async (ctx) => {
      for (let seq = 1; seq < 40; seq++) {
        await setDoc(signalRef(ctx, CAMERA_PATHS.toBroadcaster, seq), {
          ...CANDIDATE,
          seq,
          joinId: 'join-1',
          sentAt: Timestamp.now(),
        });
      }
    });
    const admin = broadcaster();
    const batch = writeBatch(admin.firestore());
    for (let seq = 0; seq < 40; seq++) batch.delete(signalRef(admin, CAMERA_PATHS.toBroadcaster, seq));
    batch.delete(signalRef(admin, CAMERA_PATHS.toViewer, 0));
    batch.delete(peerRef(admin));
    await assertSucceeds(batch.commit());
  });
});
