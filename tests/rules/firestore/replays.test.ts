/**
 * firestore.rules, replays (issue 44, docs/replays.md): `replays/{eventId}` (the recording, the
 * publication) and its `parts` (the compiled file, gzipped) are written by functions only — no
 * client, not even an admin, writes a compiled timeline — and read by active admins only. Citizens
 * and visitors get a published replay from the HTTP functions (tests/integration/replays.test.ts);
 * an unpublished one is invisible to them, and so is a published one's document, which names the
 * compile.
 */
import { COLLECTIONS, type ReplayDoc, type ReplayPartDoc } from '@civic/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Bytes, collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-replays');
const { visitor, alice: citizen, admin, noRole, as } = rulesCallers(env);
const demotedAdmin = () => as('demoted', 'admin');
const disabledAdmin = () => as('disabledRoot', 'admin');

const replay = (published: boolean): ReplayDoc<Timestamp> => ({
  eventId: published ? 'shown' : 'hidden',
  recording: { kind: 'mp4', url: 'https://cdn.example.org/town-hall.mp4', offsetMs: 1500 },
  published,
  publishedAt: published ? Timestamp.now() : null,
  compileId: published ? 'c1' : null,
  parts: published ? 1 : 0,
  bytes: 10,
  gzipBytes: 8,
  summary: null,
  updatedAt: Timestamp.now(),
});
const part = (): ReplayPartDoc<Bytes> => ({ data: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])) });

type Ctx = ReturnType<typeof visitor>;
const replayRef = (ctx: Ctx, id: string) => doc(ctx.firestore(), COLLECTIONS.replays, id);
const partRef = (ctx: Ctx, id: string, partId = 'c1-0') =>
  doc(ctx.firestore(), COLLECTIONS.replays, id, COLLECTIONS.replayParts, partId);

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    root: 'admin',
    demoted: 'user',
    disabledRoot: { role: 'admin', status: 'disabled' },
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const published of [true, false]) {
      const id = published ? 'shown' : 'hidden';
      await setDoc(replayRef(ctx, id), replay(published));
      await setDoc(partRef(ctx, id), part());
    }
  });
});

const outsiders = [
  ['a visitor', visitor],
  ['a citizen', citizen],
  ['an account without a role', noRole],
  ['a demoted admin', demotedAdmin],
  ['a disabled admin', disabledAdmin],
] as const;

describe('replays: active admins read them', () => {
  it('an admin reads a replay, published or not, and its compiled parts', async () => {
    await assertSucceeds(getDoc(replayRef(admin(), 'hidden')));
    await assertSucceeds(getDoc(replayRef(admin(), 'shown')));
    await assertSucceeds(getDocs(collection(admin().firestore(), COLLECTIONS.replays)));
    await assertSucceeds(getDoc(partRef(admin(), 'shown')));
  });
  for (const [who, ctx] of outsiders) {
    it(`${who} reads no replay document, list or compiled part (the HTTP functions serve the published ones)`, async () => {
      for (const id of ['hidden', 'shown']) {
        await assertFails(getDoc(replayRef(ctx(), id)));
        await assertFails(getDoc(partRef(ctx(), id)));
        await assertFails(getDocs(collection(ctx().firestore(), COLLECTIONS.replays, id, COLLECTIONS.replayParts)));
      }
      await assertFails(getDocs(collection(ctx().firestore(), COLLECTIONS.replays)));
    });
  }
});

describe('replays: no client writes a replay or a compiled timeline', () => {
  for (const [who, ctx] of [...outsiders, ['an admin (callables only)', admin]] as const) {
    it(`${who} cannot create, publish, change or delete a replay or its file`, async () => {
      await assertFails(setDoc(replayRef(ctx(), 'forged'), replay(true)));
      await assertFails(updateDoc(replayRef(ctx(), 'hidden'), { published: true }));
      await assertFails(deleteDoc(replayRef(ctx(), 'shown')));
      await assertFails(setDoc(partRef(ctx(), 'shown', 'c2-0'), part()));
      await assertFails(setDoc(partRef(ctx(), 'shown'), part()));
      await assertFails(deleteDoc(partRef(ctx(), 'shown')));
    });
  }
});
