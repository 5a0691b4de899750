/**
 * The /fixer's "Rebuild the Realtime Database mirror" job.
 *
 * The Realtime Database emulator cannot run on our build machines (its jar is only downloadable):
 * the job's walks run here against the real Firestore emulator with the Realtime Database replaced
 * by an in-memory store behind the job's `MirrorStore` interface (tests/support/fixtures/fake-mirror-store.ts)
 * — the one boundary mocked, because it cannot run here. The records live in a collection of this
 * file's own, so the exact diff, page counts and writes can be asserted while other suites create
 * accounts in `users`. The callable's refusal where no Realtime Database runs, and who may start
 * the job at all, are checked through the real Functions emulator.
 */
import { COLLECTIONS, REALTIME_MIRROR_UNAVAILABLE, RTDB_PATHS, type JobChange, type JobDoc } from '@civic/domain';
import { getDatabase } from 'firebase-admin/database';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { FakeMirrorStore } from '../support/fixtures/fake-mirror-store.js';
import { runFixerJob } from '../support/fixtures/fixer-jobs.js';
import { realtimeDatabaseEmulatorRunning } from '../support/emulators/stack.js';

const { realtimeMirrorJob } = await import('../../functions/src/fixer/lib/rebuildRealtimeMirror.js');
const { realtimeMirrorOf } = await import('../../functions/src/users/lib/realtimeMirror.js');
const { storedForm } = await import('../../functions/src/fixer/lib/mirrorEntryDiff.js');
const { adminApp } = await import('../../functions/src/platform/app.js');

const records = db.collection(`fixerMirror-${Date.now()}`);
const UPDATED = Timestamp.fromMillis(Date.UTC(2026, 10, 22, 9));

/** A user record as provisioning writes it. */
const recordOf = (uid: string, role: 'user' | 'admin' = 'user') => ({
  uid,
  email: `${uid}@mirror.test`,
  emailLower: `${uid}@mirror.test`,
  displayName: `Person ${uid}`,
  displayNameLower: `person ${uid}`,
  photoURL: '',
  bio: '',
  role,
  eligible: false,
  status: 'active',
  createdAt: UPDATED,
  updatedAt: UPDATED,
});
/** The entry the live mirror trigger would have written for a record. */
const copyOf = (record: ReturnType<typeof recordOf>) => storedForm(realtimeMirrorOf(record as never));

const ids = ['ada', 'bea', 'cy', 'dot', 'eve'] as const;
let store: FakeMirrorStore;

/**
 * Five records; their mirror: ada, dot and eve right, bea missing, cy with a wrong role and bio,
 * and two entries without a record (`x-gone`, and `7`, which the key order puts first).
 */
beforeEach(async () => {
  await Promise.all((await records.get()).docs.map((doc) => doc.ref.delete()));
  await Promise.all(ids.map((uid) => records.doc(uid).set(recordOf(uid))));
  store = new FakeMirrorStore({
    ada: copyOf(recordOf('ada')),
    cy: { ...copyOf(recordOf('cy')), role: 'admin', bio: 'stale bio' },
    dot: copyOf(recordOf('dot')),
    eve: copyOf(recordOf('eve')),
    'x-gone': copyOf(recordOf('x-gone')),
    '7': { uid: '7' },
  });
});

const job = () =>
  realtimeMirrorJob({ store: () => store, records: () => records, recordsPerStep: 2, entriesPerStep: 2 });

/** Runs every step from the start, as continueJob does (the job framework is tested in fixer.test.ts). */
async function runAll(apply: boolean) {
  const definition = job();
  let cursor: string | null = null;
  const changes: JobChange[] = [];
  const cursors: (string | null)[] = [];
  let processed = 0;
  for (;;) {
    const result = await definition.step({ cursor, scope: null, apply });
    expect(result.writes).toBeUndefined(); // nothing of this job joins the Firestore commit
    changes.push(...result.changes);
    processed += result.processed;
    cursor = result.nextCursor;
    cursors.push(cursor);
    if (result.exhausted) return { changes, processed, cursors };
  }
}

const EXPECTED_DIFF = [
  { item: 'bea@mirror.test (bea)', field: 'mirror entry', before: 'missing', after: 'created from the record' },
  { item: 'cy@mirror.test (cy)', field: 'bio', before: 'stale bio', after: '(empty)' },
  { item: 'cy@mirror.test (cy)', field: 'role', before: 'admin', after: 'user' },
  { item: '7', field: 'mirror entry', before: 'extra: no user record', after: 'removed' },
  { item: 'x-gone@mirror.test (x-gone)', field: 'mirror entry', before: 'extra: no user record', after: 'removed' },
];

const healthyMirror = () => Object.fromEntries(ids.map((uid) => [uid, copyOf(recordOf(uid))]));

describe('rebuild the Realtime Database mirror (Firestore emulator, in-memory Realtime Database)', () => {
  it('the dry run reports exactly the missing, differing and extra entries, and writes nothing', async () => {
    const before = structuredClone(Object.fromEntries(store.entries));
    const dry = await runAll(false);
    expect(dry.changes).toEqual(EXPECTED_DIFF);
    expect(store.writes).toEqual([]);
    expect(Object.fromEntries(store.entries)).toEqual(before);
  });

  it('walks both in pages: 5 records in 3 steps, then 6 entries in key order, each once', async () => {
    const dry = await runAll(false);
    expect(dry.processed).toBe(5 + 6);
    expect(dry.cursors).toEqual([
      'records:bea',
      'records:dot',
      'entries', // the last records page was short: the entry walk starts from the first key
      'entries:ada', // `7` sorts first: integer keys come before the others in the key order
      'entries:dot',
      'entries:x-gone',
      'entries:x-gone', // an empty page ends the walk where it was
    ]);
  });

  it('the run sets the missing and differing entries, removes the extra ones, and touches no equal entry', async () => {
    const run = await runAll(true);
    expect(run.changes).toEqual(EXPECTED_DIFF);
    expect(store.writes.map((write) => write.uid).sort()).toEqual(['7', 'bea', 'cy', 'x-gone']);
    expect(Object.fromEntries(store.entries)).toEqual(healthyMirror());

    const again = await runAll(true);
    expect(again.changes).toEqual([]);
    expect(store.writes).toHaveLength(4);
  });

  it('a step redone after a crash before its commit finds its writes made and repeats nothing', async () => {
    const definition = job();
    const first = await definition.step({ cursor: 'records:ada', scope: null, apply: true });
    expect(first.changes).toEqual(EXPECTED_DIFF.slice(0, 3));
    // The job's progress never committed: continueJob runs the same step from the same cursor.
    const redone = await definition.step({ cursor: 'records:ada', scope: null, apply: true });
    expect(redone).toMatchObject({ changes: [], nextCursor: first.nextCursor, processed: first.processed });
    expect(store.writes.map((write) => write.uid)).toEqual(['bea', 'cy']);
    const orphans = await definition.step({ cursor: 'entries', scope: null, apply: true });
    const orphansRedone = await definition.step({ cursor: 'entries', scope: null, apply: true });
    expect([orphans.changes, orphansRedone.changes]).toEqual([EXPECTED_DIFF.slice(3, 4), []]);
  });

  it('an entry the live mirror rewrote after the job read it is left as the live mirror wrote it, and not reported', async () => {
    const newer = { ...copyOf(recordOf('cy')), bio: 'written by the trigger just now' };
    store.beforeReplace = (uid) => {
      if (uid === 'cy') store.entries.set('cy', newer);
    };
    const run = await runAll(true);
    expect(run.changes.filter((line) => line.item.includes('(cy)'))).toEqual([]);
    expect(store.entries.get('cy')).toEqual(newer);
    expect(run.changes).toEqual(EXPECTED_DIFF.filter((line) => !line.item.includes('(cy)')));
  });

  it('a record saved after its page was read is judged as it is now: the newer copy is never overwritten', async () => {
    store.entries.set('cy', copyOf(recordOf('cy')));
    // Between the job's read of the records page and its read of the mirror, the person saves
    // their profile and the live trigger mirrors it: the entry now differs from the page's copy.
    const saved = { ...recordOf('cy'), bio: 'saved meanwhile' };
    const read = store.read.bind(store);
    store.read = async (uids) => {
      if (uids.includes('cy')) {
        await records.doc('cy').set(saved);
        store.entries.set('cy', copyOf(saved));
      }
      return read(uids);
    };
    const step = await job().step({ cursor: 'records:bea', scope: null, apply: true });
    expect(step).toMatchObject({ processed: 2, changes: [] });
    expect(store.writes).toEqual([]);
    expect(store.entries.get('cy')).toEqual(copyOf(saved));
  });
});

// ---- through the callables, on the emulators as they run here -------------------------------------

const clientFor = clientPool();
let admin: TestAccount;
let adminClient: TestClient;
beforeAll(async () => {
  admin = await createTestAccount('admin');
  adminClient = await clientFor(admin);
});

const mirrorJobs = async () =>
  (await db.collection(COLLECTIONS.jobs).where('kind', '==', 'rebuildRealtimeMirror').count().get()).data().count;

// Where the Realtime Database emulator runs (EMULATORS_MODE=download), the job starts instead.
describe.skipIf(realtimeDatabaseEmulatorRunning)('where no Realtime Database runs', () => {
  it('starting the job is refused with unavailable and its reason; no job is created or audited', async () => {
    const before = await mirrorJobs();
    for (const mode of ['dry-run', 'run']) {
      expect(await refusalOf(adminClient, 'startJob', { kind: 'rebuildRealtimeMirror', mode, scope: null })).toEqual({
        code: 'unavailable',
        message: REALTIME_MIRROR_UNAVAILABLE,
      });
    }
    expect(await mirrorJobs()).toBe(before);
    const audited = await db
      .collection(COLLECTIONS.auditLog)
      .where('actorUid', '==', admin.uid)
      .where('action', '==', 'startJob')
      .count()
      .get();
    expect(audited.data().count).toBe(0);
  });
});

describe('who may start the mirror job', () => {
  it('a citizen, a visitor, a disabled admin and a demoted admin are refused before anything runs', async () => {
    const [disabled, demoted] = await Promise.all([createTestAccount('admin'), createTestAccount('admin')]);
    const [citizenClient, visitorClient, disabledClient, demotedClient] = await Promise.all([
      clientFor(await createTestAccount('user')),
      clientFor(),
      clientFor(disabled),
      clientFor(demoted),
    ]);
    await Promise.all([disabledClient.idToken(), demotedClient.idToken()]);
    // Revocation counts whole seconds: demote a second after signing in (see analytics.test.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await call(adminClient, 'setUserStatus', { uid: disabled.uid, status: 'disabled' });
    await call(adminClient, 'setUserRole', { uid: demoted.uid, role: 'user' });
    const request = { kind: 'rebuildRealtimeMirror', mode: 'run', scope: null };
    const codes: string[] = [];
    for (const client of [citizenClient, visitorClient, disabledClient, demotedClient]) {
      codes.push((await refusalOf(client, 'startJob', request)).code);
    }
    expect(codes).toEqual(['permission-denied', 'unauthenticated', 'permission-denied', 'unauthenticated']);
  });
});

// Where the launcher runs the Realtime Database emulator (EMULATORS_MODE=download: Java 21 and a
// network), the job runs for real through the callables, on this file's own accounts among
// everyone else's. Skipped here: that emulator cannot be downloaded on our build machines.
describe.skipIf(!realtimeDatabaseEmulatorRunning)('on the Realtime Database emulator', () => {
  it('a missing, a wrong and an extra entry: the dry run reports them, the run fixes them, a second run finds nothing', async () => {
    const rtdb = getDatabase(adminApp);
    const [lost, wrong, healthy] = (await Promise.all([1, 2, 3].map(() => createTestAccount('user')))) as [
      TestAccount,
      TestAccount,
      TestAccount,
    ];
    const entry = (uid: string) => rtdb.ref(RTDB_PATHS.user(uid));
    for (const account of [lost, wrong, healthy])
      await eventually(async () => (await entry(account.uid).get()).exists());
    const extra = `gone-${Date.now()}`;
    await Promise.all([
      entry(lost.uid).remove(),
      entry(wrong.uid).update({ role: 'admin' }),
      entry(extra).set({ uid: extra, role: 'user' }),
    ]);
    const mentions = (job: JobDoc) =>
      job.changes
        .filter((line) => [lost.uid, wrong.uid, healthy.uid, extra].some((id) => line.item.includes(id)))
        .map(({ item, field, before, after }) => `${item.replace(/^.*\(|\)$/g, '')} ${field}: ${before} → ${after}`)
        .sort();
    const expected = [
      `${extra} mirror entry: extra: no user record → removed`,
      `${lost.uid} mirror entry: missing → created from the record`,
      `${wrong.uid} role: admin → user`,
    ].sort();

    expect(mentions(await runFixerJob(adminClient, 'rebuildRealtimeMirror', 'dry-run'))).toEqual(expected);
    expect((await entry(lost.uid).get()).exists()).toBe(false);
    expect(mentions(await runFixerJob(adminClient, 'rebuildRealtimeMirror', 'run'))).toEqual(expected);
    const record = (await db.collection(COLLECTIONS.users).doc(lost.uid).get()).data();
    expect((await entry(lost.uid).get()).val()).toEqual(copyOf(record as never));
    expect((await entry(wrong.uid).get()).val()).toMatchObject({ role: 'user' });
    expect((await entry(extra).get()).exists()).toBe(false);
    expect(mentions(await runFixerJob(adminClient, 'rebuildRealtimeMirror', 'run'))).toEqual([]);
  });
});
