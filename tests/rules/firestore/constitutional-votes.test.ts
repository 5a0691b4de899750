/**
 * firestore.rules, constitutionalVotes/{voteId} and everything under it
 * (docs/constitutional-vote.md): announced ballots are readable by citizens, drafts by
 * admins only; a voter reads only their own census entry; nobody — admins included — reads the
 * ballot box; results exist for reading only once published; no client writes anything.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  COLLECTIONS,
  type BallotDoc,
  type CensusEntryDoc,
  type TurnoutShardDoc,
  type UrnShardDoc,
} from '@civic/domain';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-constitutional');
const sub = (ballotId: string, name: string, id: string) =>
  `${COLLECTIONS.constitutionalVotes}/${ballotId}/${name}/${id}`;

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { alice: 'user', root: 'admin' });
  await env().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const put = (path: string, data: object) => setDoc(doc(db, path), data);
    await put(`${COLLECTIONS.constitutionalVotes}/open-ballot`, {
      title: 'Charter',
      status: 'open',
      announcedAt: 2,
    } satisfies Partial<BallotDoc>);
    await put(`${COLLECTIONS.constitutionalVotes}/draft-ballot`, {
      title: 'Next',
      status: 'draft',
      announcedAt: null,
    } satisfies Partial<BallotDoc>);
    await put(`${COLLECTIONS.constitutionalVotes}/done-ballot`, {
      title: 'Old',
      status: 'published',
      announcedAt: 1,
    } satisfies Partial<BallotDoc>);
    for (const ballotId of ['open-ballot', 'done-ballot']) {
      await put(sub(ballotId, COLLECTIONS.census, 'alice'), { uid: 'alice', voted: true } satisfies CensusEntryDoc);
      await put(sub(ballotId, COLLECTIONS.census, 'bob'), { uid: 'bob', voted: false } satisfies CensusEntryDoc);
      await put(sub(ballotId, COLLECTIONS.urn, '0'), {
        ballots: { ['f'.repeat(32)]: ['yes', 'no'] },
      } satisfies UrnShardDoc);
      await put(sub(ballotId, COLLECTIONS.turnout, '0'), { cast: 1 } satisfies TurnoutShardDoc);
      await put(sub(ballotId, COLLECTIONS.record, 'summary'), { ballotsCast: 1 });
    }
    await put(sub('draft-ballot', COLLECTIONS.turnout, '0'), { cast: 0 } satisfies TurnoutShardDoc);
  });
});

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;
const callers = rulesCallers(env);
const alice = () => callers.alice().firestore();
const admin = () => callers.admin().firestore();
const visitor = () => callers.visitor().firestore();
const ballot = (db: Db, id: string) => doc(db, COLLECTIONS.constitutionalVotes, id);
const part = (db: Db, ballotId: string, name: string, id: string) => doc(db, sub(ballotId, name, id));
const openBallots = (db: Db) =>
  query(collection(db, COLLECTIONS.constitutionalVotes), where('status', '==', 'open'), limit(1));
const currentBallot = (db: Db) =>
  query(
    collection(db, COLLECTIONS.constitutionalVotes),
    where('status', 'in', ['open', 'closed', 'published']),
    orderBy('announcedAt', 'desc'),
    limit(1),
  );

describe('reading ballots', () => {
  it('a user finds the current announced ballot with the access check’s query', async () => {
    expect((await assertSucceeds(getDocs(currentBallot(alice())))).docs.map((d) => d.id)).toEqual(['open-ballot']);
    expect((await assertSucceeds(getDocs(openBallots(alice())))).docs.map((d) => d.id)).toEqual(['open-ballot']);
  });

  it('a user cannot read a draft ballot, nor list every ballot', async () => {
    await assertFails(getDoc(ballot(alice(), 'draft-ballot')));
    await assertFails(getDocs(collection(alice(), COLLECTIONS.constitutionalVotes)));
  });

  it('a visitor cannot read ballots', async () => {
    await assertFails(getDoc(ballot(visitor(), 'open-ballot')));
    await assertFails(getDocs(currentBallot(visitor())));
  });

  it('an admin reads drafts too', async () => {
    await assertSucceeds(getDoc(ballot(admin(), 'draft-ballot')));
    await assertSucceeds(getDocs(collection(admin(), COLLECTIONS.constitutionalVotes)));
  });
});

describe('voter records (census)', () => {
  it('a voter reads their own census entry', async () => {
    const own = await assertSucceeds(getDoc(part(alice(), 'open-ballot', COLLECTIONS.census, 'alice')));
    expect(own.data()).toEqual({ uid: 'alice', voted: true });
  });

  it('a voter finds the ballots they are on the census of, and only their own entries', async () => {
    const mine = query(collectionGroup(alice(), COLLECTIONS.census), where('uid', '==', 'alice'));
    const found = await assertSucceeds(getDocs(mine));
    expect(found.docs.map((d) => d.ref.parent.parent?.id).sort()).toEqual(['done-ballot', 'open-ballot']);
    await assertFails(getDocs(query(collectionGroup(alice(), COLLECTIONS.census), where('uid', '==', 'bob'))));
    await assertFails(getDocs(collectionGroup(alice(), COLLECTIONS.census)));
    await assertFails(getDocs(query(collectionGroup(visitor(), COLLECTIONS.census), where('uid', '==', 'alice'))));
  });

  it('nobody reads another’s voter record or lists the census: not a user, an admin or a visitor', async () => {
    await assertFails(getDoc(part(alice(), 'open-ballot', COLLECTIONS.census, 'bob')));
    await assertFails(getDocs(collection(alice(), COLLECTIONS.constitutionalVotes, 'open-ballot', COLLECTIONS.census)));
    await assertFails(getDoc(part(admin(), 'open-ballot', COLLECTIONS.census, 'bob')));
    await assertFails(getDoc(part(visitor(), 'open-ballot', COLLECTIONS.census, 'bob')));
  });
});

describe('the ballot box', () => {
  it('no one reads any ballot’s answers, before or after publication, admins included', async () => {
    for (const ballotId of ['open-ballot', 'done-ballot']) {
      for (const db of [alice(), admin(), visitor()]) {
        await assertFails(getDoc(part(db, ballotId, COLLECTIONS.urn, '0')));
        await assertFails(getDocs(collection(db, COLLECTIONS.constitutionalVotes, ballotId, COLLECTIONS.urn)));
      }
    }
  });
});

describe('turnout and results', () => {
  it('signed-in accounts read turnout of an announced ballot; a draft’s only admins; visitors never', async () => {
    await assertSucceeds(getDoc(part(alice(), 'open-ballot', COLLECTIONS.turnout, '0')));
    await assertFails(getDoc(part(alice(), 'draft-ballot', COLLECTIONS.turnout, '0')));
    await assertSucceeds(getDoc(part(admin(), 'draft-ballot', COLLECTIONS.turnout, '0')));
    await assertFails(getDoc(part(visitor(), 'open-ballot', COLLECTIONS.turnout, '0')));
  });

  it('per-article results are unreadable before publication, even by an admin', async () => {
    await assertFails(getDoc(part(admin(), 'open-ballot', COLLECTIONS.record, 'summary')));
    await assertFails(getDoc(part(alice(), 'open-ballot', COLLECTIONS.record, 'summary')));
    await assertFails(getDocs(collection(admin(), COLLECTIONS.constitutionalVotes, 'open-ballot', COLLECTIONS.record)));
  });

  it('published results are readable by signed-in accounts, not by visitors', async () => {
    await assertSucceeds(getDoc(part(alice(), 'done-ballot', COLLECTIONS.record, 'summary')));
    await assertSucceeds(getDoc(part(admin(), 'done-ballot', COLLECTIONS.record, 'summary')));
    await assertFails(getDoc(part(visitor(), 'done-ballot', COLLECTIONS.record, 'summary')));
  });
});

describe('writing: functions only', () => {
  for (const [who, db] of [
    ['a user', alice],
    ['an admin', admin],
    ['a visitor', visitor],
  ] as const) {
    it(`${who} cannot create, open, or delete a ballot`, async () => {
      await assertFails(setDoc(ballot(db(), 'forged'), { title: 'Forged', status: 'open' }));
      await assertFails(updateDoc(ballot(db(), 'draft-ballot'), { status: 'open' }));
      await assertFails(deleteDoc(ballot(db(), 'open-ballot')));
    });

    it(`${who} cannot cast, forge a receipt, change the census, a count or a result`, async () => {
      await assertFails(
        setDoc(part(db(), 'open-ballot', COLLECTIONS.census, 'mallory'), { uid: 'mallory', voted: false }),
      );
      await assertFails(updateDoc(part(db(), 'open-ballot', COLLECTIONS.census, 'bob'), { voted: true }));
      await assertFails(updateDoc(part(db(), 'open-ballot', COLLECTIONS.census, 'alice'), { voted: false }));
      await assertFails(deleteDoc(part(db(), 'open-ballot', COLLECTIONS.census, 'alice')));
      await assertFails(setDoc(part(db(), 'open-ballot', COLLECTIONS.urn, '0'), { ballots: {} }));
      await assertFails(setDoc(part(db(), 'open-ballot', COLLECTIONS.urn, '9'), { ballots: { x: ['yes'] } }));
      await assertFails(setDoc(part(db(), 'open-ballot', COLLECTIONS.turnout, '0'), { cast: 99 }));
      await assertFails(setDoc(part(db(), 'done-ballot', COLLECTIONS.record, 'summary'), { ballotsCast: 99 }));
    });
  }
});
