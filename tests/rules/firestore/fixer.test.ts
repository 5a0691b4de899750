/**
 * firestore.rules, jobs section: the /fixer's job documents are read by active admins only and
 * written by nobody but the fixer functions (tests/integration/fixer.test.ts).
 */
import { COLLECTIONS, type JobDoc } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-fixer');

const { visitor, alice, admin, as } = rulesCallers(env);
const demoted = () => as('demoted', 'admin');
const disabled = () => as('off', 'admin');

const jobRef = (ctx: RulesTestContext, id = 'j1') => doc(ctx.firestore(), COLLECTIONS.jobs, id);
const job = {
  kind: 'recountPollTallies',
  mode: 'run',
  scope: null,
  status: 'running',
  cursor: null,
  exhausted: false,
  processed: 0,
  total: 3,
  changes: [],
  changeCount: 0,
  conflicts: [],
  conflictCount: 0,
  error: null,
  startedBy: 'root',
  startedAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
  finishedAt: null,
  leaseUntil: null,
  leaseHolder: null,
} satisfies JobDoc;

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    root: 'admin',
    demoted: 'user',
    off: { role: 'admin', status: 'disabled' },
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(jobRef(ctx), job);
  });
});

describe('jobs/{id}', () => {
  it('an active admin reads a job and lists jobs', async () => {
    await assertSucceeds(getDoc(jobRef(admin())));
    await assertSucceeds(getDocs(collection(admin().firestore(), COLLECTIONS.jobs)));
  });

  it('visitors, citizens, demoted and disabled admins read nothing', async () => {
    for (const ctx of [visitor(), alice(), demoted(), disabled()]) {
      await assertFails(getDoc(jobRef(ctx)));
      await assertFails(getDocs(collection(ctx.firestore(), COLLECTIONS.jobs)));
    }
  });

  it('nobody writes a job from a client, admins included: no forged "done", no doctored diff', async () => {
    for (const ctx of [admin(), alice(), visitor()]) {
      await assertFails(setDoc(jobRef(ctx, 'forged'), job));
      await assertFails(updateDoc(jobRef(ctx), { status: 'done', processed: 3 }));
      await assertFails(deleteDoc(jobRef(ctx)));
    }
  });
});
