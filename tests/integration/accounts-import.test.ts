/** Bulk import, one chunk at a time: per-row outcomes, idempotent by email, validated again here. */
import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db } from '../support/emulators/admin.js';
import { testClient, type TestClient } from '../support/emulators/client.js';

let client: TestClient;
beforeAll(async () => {
  client = await testClient(await createTestAccount('admin'));
});
afterAll(async () => client.close());

const importChunk = async (request: RequestOf<'importUsersChunk'>) =>
  (
    await httpsCallable<RequestOf<'importUsersChunk'>, ResponseOf<'importUsersChunk'>>(
      client.functions,
      'importUsersChunk',
    )(request)
  ).data;

const batch = randomUUID().slice(0, 8);
const rows: RequestOf<'importUsersChunk'>['rows'] = [
  { line: 2, email: `imp-a-${batch}@test.civic`, displayName: 'Imported A', role: 'user' },
  { line: 3, email: `IMP-B-${batch}@test.civic`, displayName: 'Imported B', role: 'Admin', eligible: 'yes' },
  { line: 4, email: `imp-c-${batch}@test.civic`, displayName: 'Imported C', role: 'user', password: 'Chosen-pass-1' },
  // Invalid rows the browser would have caught: the server refuses them again, row by row.
  { line: 5, email: 'not-an-email', displayName: 'Bad email', role: 'user' },
  { line: 6, email: `imp-d-${batch}@test.civic`, displayName: 'Bad role', role: 'owner' },
  { line: 7, email: `imp-e-${batch}@test.civic`, displayName: 'Bad eligible', role: 'user', eligible: 'maybe' },
  { line: 8, email: `imp-f-${batch}@test.civic`, displayName: 'Weak', role: 'user', password: 'weak' },
];

describe('importUsersChunk', () => {
  let first: ResponseOf<'importUsersChunk'>;
  beforeAll(async () => {
    first = await importChunk({ importId: `test-${batch}`, chunkIndex: 0, rows });
  });

  it('reports created for valid rows and invalid with a reason for the others', () => {
    expect(first.counts).toEqual({ created: 3, existed: 0, invalid: 4 });
    expect(first.results.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'created'],
      [5, 'invalid'],
      [6, 'invalid'],
      [7, 'invalid'],
      [8, 'invalid'],
    ]);
    // With the problem's stable word, which the admin's screen says in its reader's language.
    expect(first.results.slice(3).map((r) => r.problem)).toEqual(['row', 'row', 'row', 'row']);
    expect(first.results[3]?.reason).toBe('email: Enter a valid email address');
    expect(first.results[4]?.reason).toBe('role: Role must be admin or user');
    expect(first.results[5]?.reason).toBe('eligible: Eligible must be true or false');
    expect(first.results[6]?.reason).toBe('password: Password must be at least 8 characters');
  });

  it('creates the accounts with role, eligibility and lower-cased email, and nothing for invalid rows', async () => {
    const b = await adminAuth.getUserByEmail(`imp-b-${batch}@test.civic`);
    expect(b.customClaims).toEqual({ role: 'admin' });
    const record = (await db.collection(COLLECTIONS.users).doc(b.uid).get()).data();
    expect(record).toMatchObject({ email: `imp-b-${batch}@test.civic`, role: 'admin', eligible: true });
    for (const line of [6, 7, 8]) {
      const email = rows.find((r) => r.line === line)!.email;
      await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
    const c = await testClient({ email: `imp-c-${batch}@test.civic`, password: 'Chosen-pass-1' });
    expect(c.uid).toBeTruthy();
    await c.close();
  });

  it('is idempotent: the same chunk again (a retry) creates nothing and answers its first outcome', async () => {
    const again = await importChunk({ importId: `test-${batch}`, chunkIndex: 0, rows });
    expect(again).toEqual(first);
    const users = await db.collection(COLLECTIONS.users).where('emailLower', '==', `imp-a-${batch}@test.civic`).get();
    expect(users.size).toBe(1);
  });

  it('the same rows in another import create nothing and report existed', async () => {
    const other = await importChunk({ importId: `again-${batch}`, chunkIndex: 0, rows });
    expect(other.counts).toEqual({ created: 0, existed: 3, invalid: 4 });
    const users = await db.collection(COLLECTIONS.users).where('emailLower', '==', `imp-a-${batch}@test.civic`).get();
    expect(users.size).toBe(1);
  });

  it('treats the same email twice in one chunk as one account', async () => {
    const email = `imp-dup-${batch}@test.civic`;
    const result = await importChunk({
      importId: `dup-${batch}`,
      chunkIndex: 0,
      rows: [
        { line: 2, email, displayName: 'Dup one', role: 'user' },
        { line: 3, email, displayName: 'Dup two', role: 'user' },
      ],
    });
    expect(result.counts).toEqual({ created: 1, existed: 1, invalid: 0 });
    expect((await db.collection(COLLECTIONS.users).where('emailLower', '==', email).get()).size).toBe(1);
  });

  it('logs each chunk once with its counts (a retried chunk is not logged again)', async () => {
    const countsOf = async (importId: string) =>
      (await db.collection(COLLECTIONS.auditLog).where('details.importId', '==', importId).get()).docs.map((d) =>
        d.get('details.counts'),
      );
    expect(await countsOf(`test-${batch}`)).toEqual([{ created: 3, existed: 0, invalid: 4 }]);
    expect(await countsOf(`again-${batch}`)).toEqual([{ created: 0, existed: 3, invalid: 4 }]);
  });
});
