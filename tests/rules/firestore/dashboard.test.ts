/**
 * firestore.rules, admin dashboard section: the collection-group counts behind "votes today",
 * "comments today" and "viewers at peak" are for active admins only.
 */
import { COLLECTIONS, type CommentDoc, type ViewerSampleDoc, type VoteDoc } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-dashboard');

const { admin, alice, as } = rulesCallers(env);
const demoted = () => as('demoted', 'admin');

const today = Timestamp.fromMillis(Date.now() - 60_000);
const GROUPS = [
  { group: COLLECTIONS.votes, field: 'votedAt' },
  { group: COLLECTIONS.comments, field: 'createdAt' },
  { group: COLLECTIONS.viewerSamples, field: 'at' },
] as const;
const counted = (ctx: RulesTestContext, group: string, field: string) =>
  query(collectionGroup(ctx.firestore(), group), where(field, '>=', today));

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { root: 'admin', alice: 'user', demoted: 'user' });
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, COLLECTIONS.polls, 'p1', COLLECTIONS.votes, 'alice'), {
      optionId: 'a',
      votedAt: Timestamp.now(),
    } satisfies VoteDoc);
    await setDoc(doc(db, COLLECTIONS.events, 'e1', COLLECTIONS.comments, 'c1'), {
      authorUid: 'alice',
      status: 'visible',
      createdAt: Timestamp.now(),
    } satisfies Partial<CommentDoc>);
    await setDoc(doc(db, COLLECTIONS.events, 'e1', COLLECTIONS.viewerSamples, '1'), {
      at: Timestamp.now(),
      count: 4,
    } satisfies ViewerSampleDoc);
  });
});

describe('dashboard collection-group counts', () => {
  it.each(GROUPS)('an active admin counts and reads $group across parents', async ({ group, field }) => {
    await assertSucceeds(getCountFromServer(counted(admin(), group, field)));
    await assertSucceeds(getDocs(query(counted(admin(), group, field), limit(1))));
  });

  it.each(GROUPS)('a citizen and a demoted admin cannot query $group across parents', async ({ group, field }) => {
    for (const ctx of [alice(), demoted()]) {
      await assertFails(getCountFromServer(counted(ctx, group, field)));
      await assertFails(getDocs(counted(ctx, group, field)));
    }
  });
});
