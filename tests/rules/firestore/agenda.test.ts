/**
 * firestore.rules, the agenda (issue 44, docs/replays.md "The agenda"): the agenda and the item
 * marked "Now" live on the event document, and each mark on the event's timeline. No client writes
 * either, not even an admin: the callables check the account now (createEvent, updateEvent,
 * setAgendaItem; tests/integration/agenda.test.ts). Whoever may read the event reads its agenda and
 * current item with it; the timeline is read by admins only (a replay's viewers will read the
 * compiled file, never the live collection).
 */
import { COLLECTIONS, type EventDoc, type TimelineDoc } from '@civic/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-agenda');
const { visitor, alice: citizen, admin, noRole, as } = rulesCallers(env);
const demotedAdmin = () => as('demoted', 'admin');
const disabledAdmin = () => as('disabledRoot', 'admin');

const event = {
  status: 'live',
  visibility: 'public',
  agenda: [
    { id: 'welcome', title: 'Welcome', description: '' },
    { id: 'parking', title: 'Parking', description: '' },
  ],
  agendaNow: { itemId: 'welcome', at: Timestamp.now() },
} satisfies Partial<EventDoc<Timestamp>>;
const mark = (): TimelineDoc<Timestamp> => ({
  kind: 'agenda',
  itemId: 'parking',
  index: 1,
  title: 'Parking',
  at: Timestamp.now(),
});
type Ctx = ReturnType<typeof visitor>;
const eventRef = (ctx: Ctx) => doc(ctx.firestore(), COLLECTIONS.events, 'live');
const markRef = (ctx: Ctx, id = 'mark-1') => doc(ctx.firestore(), COLLECTIONS.events, 'live', COLLECTIONS.timeline, id);
const timelineOf = (ctx: Ctx) => collection(ctx.firestore(), COLLECTIONS.events, 'live', COLLECTIONS.timeline);

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    root: 'admin',
    demoted: 'user',
    disabledRoot: { role: 'admin', status: 'disabled' },
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(eventRef(ctx), event);
    await setDoc(markRef(ctx), mark());
  });
});

const everyone = [
  ['a visitor', visitor],
  ['a citizen', citizen],
  ['an account without a role', noRole],
  ['a demoted admin', demotedAdmin],
  ['a disabled admin', disabledAdmin],
  ['an admin (callables only)', admin],
] as const;

describe('the agenda and the current item: read with the event, written by callables only', () => {
  it('a visitor reads a public live event’s agenda and current item with it', async () => {
    await assertSucceeds(getDoc(eventRef(visitor())));
  });
  for (const [who, ctx] of everyone) {
    it(`${who} cannot edit the agenda or mark an item directly`, async () => {
      await assertFails(updateDoc(eventRef(ctx()), { agenda: [{ id: 'x', title: 'Forged', description: '' }] }));
      await assertFails(updateDoc(eventRef(ctx()), { agendaNow: { itemId: 'parking', at: Timestamp.now() } }));
      await assertFails(updateDoc(eventRef(ctx()), { agendaNow: null }));
    });
  }
});

describe('the event’s timeline: admins read it, nobody writes it', () => {
  it('an active admin reads the marks', async () => {
    await assertSucceeds(getDocs(timelineOf(admin())));
    await assertSucceeds(getDoc(markRef(admin())));
  });
  for (const [who, ctx] of everyone.slice(0, 5)) {
    it(`${who} cannot read the marks`, async () => {
      await assertFails(getDocs(timelineOf(ctx())));
      await assertFails(getDoc(markRef(ctx())));
    });
  }
  for (const [who, ctx] of everyone) {
    it(`${who} cannot add, change or remove a mark`, async () => {
      await assertFails(setDoc(markRef(ctx(), 'forged'), mark()));
      await assertFails(updateDoc(markRef(ctx()), { at: Timestamp.fromMillis(0) }));
      await assertFails(deleteDoc(markRef(ctx())));
    });
  }
});
