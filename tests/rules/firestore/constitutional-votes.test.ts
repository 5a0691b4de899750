/**
 * firestore.rules, constitutionalVotes/{voteId}: what the constitutional-vote access check reads.
 * Signed-in accounts see announced ballots and can query for the open one; drafts stay with
 * admins; no browser writes a ballot.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@civic/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/firestore-rules.js';

const env = firestoreRulesEnv('demo-civic-rules-constitutional');

beforeEach(async () => {
  await env().clearFirestore();
  await env().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, COLLECTIONS.constitutionalVotes, 'open-ballot'), { title: 'Charter', status: 'open' });
    await setDoc(doc(db, COLLECTIONS.constitutionalVotes, 'draft-ballot'), { title: 'Next', status: 'draft' });
  });
});

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;
const citizen = () => env().authenticatedContext('alice', { role: 'user' }).firestore();
const admin = () => env().authenticatedContext('root', { role: 'admin' }).firestore();
const visitor = () => env().unauthenticatedContext().firestore();
const ballot = (db: Db, id: string) => doc(db, COLLECTIONS.constitutionalVotes, id);
const openBallots = (db: Db) =>
  query(collection(db, COLLECTIONS.constitutionalVotes), where('status', '==', 'open'), limit(1));

describe('reading ballots', () => {
  it('a user finds the open ballot with the access check’s query', async () => {
    const found = await assertSucceeds(getDocs(openBallots(citizen())));
    expect(found.docs.map((d) => d.id)).toEqual(['open-ballot']);
  });

  it('a user cannot read a draft ballot, nor list every ballot', async () => {
    await assertFails(getDoc(ballot(citizen(), 'draft-ballot')));
    await assertFails(getDocs(collection(citizen(), COLLECTIONS.constitutionalVotes)));
  });

  it('a visitor cannot read ballots', async () => {
    await assertFails(getDoc(ballot(visitor(), 'open-ballot')));
    await assertFails(getDocs(openBallots(visitor())));
  });

  it('an admin reads drafts too', async () => {
    await assertSucceeds(getDoc(ballot(admin(), 'draft-ballot')));
    await assertSucceeds(getDocs(collection(admin(), COLLECTIONS.constitutionalVotes)));
  });
});

describe('writing ballots: functions only', () => {
  for (const [who, db] of [
    ['a user', citizen],
    ['an admin', admin],
    ['a visitor', visitor],
  ] as const) {
    it(`${who} cannot create, open, or delete a ballot`, async () => {
      await assertFails(setDoc(ballot(db(), 'forged'), { title: 'Forged', status: 'open' }));
      await assertFails(updateDoc(ballot(db(), 'draft-ballot'), { status: 'open' }));
      await assertFails(deleteDoc(ballot(db(), 'open-ballot')));
    });
  }
});
