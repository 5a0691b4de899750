/**
 * firestore.rules, live captions: whoever may read the event reads its caption lines, live and
 * after the end (the transcript); nobody writes them directly, not even an admin — the caption
 * callables check the account, the live event, the text policy and the rate limit
 * (tests/integration/captions.test.ts). The captioners' rate-limit records are the server's.
 */
import { COLLECTIONS, type CaptionLineDoc } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-captions');
const { visitor, alice: citizen, admin, noRole, as } = rulesCallers(env);
const demotedAdmin = () => as('demoted', 'admin');
const disabledAdmin = () => as('disabledRoot', 'admin');

const EVENTS = {
  live: { status: 'live', visibility: 'public' },
  membersLive: { status: 'live', visibility: 'signed-in' },
  ended: { status: 'ended', visibility: 'public' },
  draft: { status: 'draft', visibility: 'public' },
};
type EventName = keyof typeof EVENTS;

const line = (): CaptionLineDoc<Timestamp> => ({
  track: 'en',
  text: 'Welcome to the town hall.',
  captionerUid: 'root',
  sentAt: Timestamp.now(),
  editedAt: null,
  withdrawn: false,
});
const lineRef = (ctx: RulesTestContext, event: EventName, id = 'line-1') =>
  doc(ctx.firestore(), COLLECTIONS.events, event, COLLECTIONS.captions, id);
const linesOf = (ctx: RulesTestContext, event: EventName) =>
  collection(ctx.firestore(), COLLECTIONS.events, event, COLLECTIONS.captions);
const captionerRef = (ctx: RulesTestContext, uid: string) =>
  doc(ctx.firestore(), COLLECTIONS.events, 'live', COLLECTIONS.captioners, uid);

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    root: 'admin',
    demoted: 'user',
    disabledRoot: { role: 'admin', status: 'disabled' },
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [id, data] of Object.entries(EVENTS)) {
      await setDoc(doc(ctx.firestore(), COLLECTIONS.events, id), data);
      await setDoc(lineRef(ctx, id as EventName), line());
    }
    await setDoc(captionerRef(ctx, 'root'), { recentMs: [Date.now()] });
  });
});

describe('reading caption lines: whoever may watch the event', () => {
  it('a visitor reads the lines of a public event, live and after the end', async () => {
    await assertSucceeds(getDocs(linesOf(visitor(), 'live')));
    await assertSucceeds(getDoc(lineRef(visitor(), 'ended')));
  });
  it('a visitor and an account without a role cannot read a signed-in-only event’s lines', async () => {
    await assertFails(getDocs(linesOf(visitor(), 'membersLive')));
    await assertFails(getDoc(lineRef(noRole(), 'membersLive')));
  });
  it('a citizen reads a signed-in-only event’s lines; nobody but admins a draft’s', async () => {
    await assertSucceeds(getDocs(linesOf(citizen(), 'membersLive')));
    await assertFails(getDoc(lineRef(citizen(), 'draft')));
    await assertSucceeds(getDoc(lineRef(admin(), 'draft')));
  });
});

describe('writing caption lines: only through the caption callables', () => {
  const writers = [
    ['a visitor', visitor],
    ['a citizen', citizen],
    ['a demoted admin', demotedAdmin],
    ['a disabled admin', disabledAdmin],
    ['an admin (callables only)', admin],
  ] as const;
  for (const [who, ctx] of writers) {
    it(`${who} cannot send, correct or withdraw a line directly`, async () => {
      await assertFails(setDoc(lineRef(ctx(), 'live', 'forged'), line()));
      await assertFails(updateDoc(lineRef(ctx(), 'live'), { text: 'Something else was said.' }));
      await assertFails(deleteDoc(lineRef(ctx(), 'live')));
    });
    it(`${who} cannot read or reset a captioner’s rate-limit record`, async () => {
      await assertFails(getDoc(captionerRef(ctx(), 'root')));
      await assertFails(setDoc(captionerRef(ctx(), 'root'), { recentMs: [] }));
    });
  }
});
