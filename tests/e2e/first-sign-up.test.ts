/**
 * A newcomer's first sign-up and first login on a loaded machine (issue 41, "A first sign-up
 * fails under load"; docs/trust.md, "A new account's first minutes"). Two CPU-bound processes run
 * beside the stack for the whole file, as two other suites would. Sign-up through the form must
 * reach the dashboard however long the account trigger takes, and a first login of an account the
 * server has not set up yet must say so and finish once it is set up — never "no profile".
 * Nothing here asserts a time: each wait is as long as the stack may need, and the times taken are
 * printed.
 */
import { COLLECTIONS } from '@civic/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/emulators/admin.js';
import { appOrigin, logInThroughForm, screenshot } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

const { provisionAccount } = await import('../../functions/src/users/lib/provisionAccount.js');

const { newPage } = browserPages();
/** However slow: far beyond the 25–47 s the issue saw, short of the file's own limit. */
const SLOW_STACK_MS = 8 * 60_000;

// Two busy loops, one per core of our machines, for the whole file; stopped by pid afterwards.
const stress: ChildProcess[] = [];
beforeAll(() => {
  for (let i = 0; i < 2; i++) stress.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
});
afterAll(() => {
  for (const child of stress) child.kill('SIGKILL');
});

const statusOf = (page: Awaited<ReturnType<typeof newPage>>) =>
  page
    .getByTestId('provisioning-status')
    .textContent({ timeout: 1_000 })
    .catch(() => null);

/** The form's own error (not a toast: the welcome toast is an alert too). */
const alertOf = (page: Awaited<ReturnType<typeof newPage>>) =>
  page
    .locator('form [role="alert"]')
    .textContent({ timeout: 1_000 })
    .catch(() => null);

describe('a first sign-up and a first login on a loaded machine', () => {
  it('sign-up through the form reaches the dashboard, saying what it waits for', { timeout: 900_000 }, async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${appOrigin()}${paths.signup}`);
    const email = `newcomer-${Date.now()}@test.civic`;
    await page.getByLabel('Display name').fill('Ana Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sign-up-1');
    const started = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    // What the page says while it waits (each different sentence, in order).
    const said: string[] = [];
    let ended = false;
    const watching = (async () => {
      while (!ended) {
        const text = await statusOf(page);
        if (text && said.at(-1) !== text) {
          said.push(text);
          if (said.length === 1) await screenshot(page, 'first-sign-up-waiting-phone');
        }
        await page.waitForTimeout(250).catch(() => undefined);
      }
    })();
    // The dashboard, or the error the form says instead (the "took too long").
    const ending = await eventually(
      async () => (page.url().endsWith(paths.user.dashboard) ? 'dashboard' : await alertOf(page)),
      SLOW_STACK_MS,
    );
    ended = true;
    await watching;
    console.log(`sign-up under load: ${ending} after ${Math.round((Date.now() - started) / 1000)} s`, said);
    expect(ending).toBe('dashboard');
    await screenshot(page, 'first-sign-up-dashboard-phone');
    // The record carries the name typed in the form, and the account its role.
    const uid = (await adminAuth.getUserByEmail(email)).uid;
    expect((await db.collection(COLLECTIONS.users).doc(uid).get()).get('displayName')).toBe('Ana Newcomer');
    expect((await adminAuth.getUser(uid)).customClaims?.role).toBe('user');
  });

  it(
    'a first login before the server has set the account up says so, then finishes once it has',
    { timeout: 900_000 },
    async () => {
      // An account the server has not set up yet, as the newcomer met it. The account
      // trigger runs for every new Auth account, late under load, and would set it up again after
      // we take it apart. So the account is created bare (no record, no role), the trigger's run
      // is awaited to its last step (it stamps `claimsUpdatedAt` once the role is set), and only
      // then are the record and role taken away: the trigger never runs twice. (Created by
      // createTestAccount, whose record and role come first, the late run set them up again in a
      // CI run and the login went straight to the dashboard.)
      const account = { email: `first-login-${Date.now()}@test.civic`, password: 'Test-pass-1' };
      const { uid } = await adminAuth.createUser({ ...account, displayName: 'Test user', emailVerified: true });
      const record = db.collection(COLLECTIONS.users).doc(uid);
      await eventually(async () => (await record.get()).get('claimsUpdatedAt') ?? null, SLOW_STACK_MS);
      await record.delete();
      await adminAuth.setCustomUserClaims(uid, null);

      const page = await newPage({ viewport: DESKTOP });
      await page.goto(`${appOrigin()}${paths.login}`);
      const started = Date.now();
      await logInThroughForm(page, account.email, account.password);
      // The form says what it waits for, and keeps waiting: no "no profile", no error.
      const first = await eventually(async () => (await statusOf(page)) ?? (await alertOf(page)), SLOW_STACK_MS);
      await screenshot(page, 'first-login-waiting-desktop');
      expect(first).toMatch(/setting up your profile/);
      expect(await alertOf(page)).toBeNull();
      // The account trigger's run, late.
      await provisionAccount(await adminAuth.getUser(uid));
      await page.waitForURL(`**${paths.user.dashboard}`, { timeout: SLOW_STACK_MS });
      console.log(`first login under load: dashboard after ${Math.round((Date.now() - started) / 1000)} s`);
      await screenshot(page, 'first-login-dashboard-desktop');
    },
  );
});
