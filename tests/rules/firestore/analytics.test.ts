/**
 * firestore.rules, analytics section: an event's attendance records (who watched, who took part)
 * are server-only. No client — the account itself, another user, an admin or a visitor — reads,
 * lists, forges or deletes one; the numbers reach admins through getEventAnalytics.
 */
import { COLLECTIONS, type AttendanceDoc } from '@civic/domain';
import { assertFails, type RulesTestContext } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-analytics');
const { visitor, alice, admin } = rulesCallers(env);

const attendance = (ctx: RulesTestContext, uid: string) =>
  doc(ctx.firestore(), COLLECTIONS.events, 'hearing', COLLECTIONS.attendance, uid);

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { alice: 'user', root: 'admin' });
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), COLLECTIONS.events, 'hearing'), { title: 'Hearing', status: 'live' });
    await setDoc(attendance(ctx, 'alice'), { viewed: true, viewedAt: serverTimestamp() } satisfies AttendanceDoc);
  });
});

describe('attendance records', () => {
  const callers: [string, () => RulesTestContext][] = [
    ['a visitor', visitor],
    ['the account itself', alice],
    ['an admin', admin],
  ];
  it.each(callers)('%s cannot read or list them', async (_, caller) => {
    const ctx = caller();
    await assertFails(getDoc(attendance(ctx, 'alice')));
    await assertFails(getDocs(collection(ctx.firestore(), COLLECTIONS.events, 'hearing', COLLECTIONS.attendance)));
  });
  it.each(callers)('%s cannot forge, change or delete one', async (_, caller) => {
    const ctx = caller();
    await assertFails(setDoc(attendance(ctx, 'alice'), { viewed: true, voted: true, engaged: true }));
    await assertFails(setDoc(attendance(ctx, 'mallory'), { viewed: true }));
    await assertFails(deleteDoc(attendance(ctx, 'alice')));
  });
});
