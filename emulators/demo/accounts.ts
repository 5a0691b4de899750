/**
 * The demo's people: the simulated captioner's admin account and 212 citizens provisioned like the
 * seed logins (createAccount), one batch of 28
 * imported through the admin's CSV import callable (audited, unverified like any import), a few
 * more marked eligible by an administrator, and — after they have taken part in the history — a
 * few disabled by one. Sign-up days are spread over two weeks so the accounts chart has a shape.
 */
import { COLLECTIONS } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../functions/src/platform/app.js';
import { createAccount } from '../../functions/src/users/lib/createAccount.js';
import { DAY, pool, randomFor, type DemoContext } from './context.js';
import { DEMO_CAPTIONER, DEMO_CITIZENS, IMPORT_FILE, IMPORTED_RESIDENTS } from './people.js';
import { writeAll } from './records.js';
import { callAs } from './server.js';

export async function seedAccounts(ctx: DemoContext): Promise<void> {
  // The simulated captioner's administrator account, provisioned like the seed logins (an admin is
  // on no ballot's census: censuses are drawn from citizens).
  await createAccount({ ...DEMO_CAPTIONER, role: 'admin', emailVerified: true });
  await pool(DEMO_CITIZENS, 12, (citizen) =>
    createAccount({
      uid: citizen.uid,
      email: citizen.email,
      password: citizen.password,
      displayName: citizen.displayName,
      role: 'user',
      eligible: citizen.eligible,
      emailVerified: true,
    }),
  );
  // The record's creation time is the server's; these accounts signed up over the last two
  // weeks, so each record is given its sign-up day (nothing else reads it as a fact).
  const random = randomFor('accounts');
  const users = db.collection(COLLECTIONS.users);
  await writeAll(
    DEMO_CITIZENS.map((citizen) => {
      const joined = ctx.now - (citizen.joinedDaysAgo + random() * 0.9) * DAY;
      ctx.joinedAt.set(citizen.uid, joined);
      return (batch) => batch.update(users.doc(citizen.uid), { createdAt: Timestamp.fromMillis(joined) });
    }),
  );

  const { results } = await callAs(ctx.admin, 'importUsersChunk', {
    importId: IMPORT_FILE,
    chunkIndex: 0,
    rows: IMPORTED_RESIDENTS.map((resident, i) => ({
      line: i + 2,
      email: resident.email,
      displayName: resident.displayName,
      role: 'user',
      eligible: resident.eligible ? 'yes' : 'no',
      password: resident.password,
    })),
  });
  const failed = results.filter((r) => r.outcome === 'invalid');
  if (failed.length) throw new Error(`The demo import refused ${failed.length} rows: ${failed[0]!.reason}`);
  const { users: imported } = await adminAuth.getUsers(IMPORTED_RESIDENTS.map(({ email }) => ({ email })));
  for (const user of imported) {
    ctx.residentUids.push(user.uid);
    ctx.joinedAt.set(user.uid, Date.now());
  }

  // An administrator marks a few more citizens eligible one by one (each change audited).
  const marked = DEMO_CITIZENS.filter((c) => !c.eligible && !c.disabled).filter((_, i) => i % 12 === 5);
  await pool(marked, 4, (citizen) => callAs(ctx.admin, 'setUserEligibility', { uid: citizen.uid, eligible: true }));
}

/** Last: the accounts an administrator disabled (their past votes and posts stay). */
export async function disableAccounts(ctx: DemoContext): Promise<void> {
  const disabled = DEMO_CITIZENS.filter((c) => c.disabled);
  await pool(disabled, 4, (citizen) => callAs(ctx.admin, 'setUserStatus', { uid: citizen.uid, status: 'disabled' }));
}
