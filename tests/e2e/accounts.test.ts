/**
 * Accounts end to end in Chromium, against the production build on the hosting emulator:
 * sign-up, the admin creating one user who then logs in, the profile and the user list.
 */
import { COLLECTIONS, DELETED_USER_NAME, type PersonalDataExport } from '@civic/domain';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import {
  appOrigin,
  logIn,
  logInThroughForm,
  screenshot,
  screenshotEveryWay,
  sidewaysOverflow,
} from '../support/browser/chromium.js';
import { testClient } from '../support/emulators/client.js';
import { fillAccount, uniqueCitizen } from '../support/fixtures/rich-account.js';
import { seedAdmin } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { paths } from '@/config/paths';

const { newPage } = browserPages();

/** A fresh browser context (no shared session) with page errors collected. */
async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage({ viewport: { width: 1200, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const tag = randomUUID().slice(0, 8);

describe('sign-up', () => {
  it('a visitor signs up and lands on /User/dashboard with their display name on the record', async () => {
    const { page, errors } = await freshPage();
    const email = `signup-${tag}@test.civic`;
    await page.goto(`${appOrigin()}${paths.signup}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The schemas load with the form's first use (the page itself carries no zod).
    await page.getByText('Display name is required').waitFor();
    await page.getByLabel('Display name').fill('Sally Signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('Password').fill('Signup-pass-1');
    await screenshot(page, 'accounts-signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`**${paths.user.dashboard}`);

    const { uid } = await adminAuth.getUserByEmail(email);
    const record = (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
    expect(record).toMatchObject({ displayName: 'Sally Signup', displayNameLower: 'sally signup', role: 'user' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the same email again gets a clear “already exists” message', async () => {
    const { page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.signup}`);
    await page.getByLabel('Display name').fill('Sally Again');
    await page.getByLabel('Email').fill(`signup-${tag}@test.civic`);
    await page.getByLabel('Password').fill('Signup-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email already exists').waitFor();
    expect(page.url()).toContain(paths.signup);
    await page.context().close();
  });

  it('a network failure says so, keeps what was typed, and creates no account', async () => {
    const { page } = await freshPage();
    const email = `offline-${tag}@test.civic`;
    await page.goto(`${appOrigin()}${paths.signup}`);
    // The connection drops just as the form is sent: the Auth sign-up request never arrives.
    await page.context().route('**/accounts:signUp**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Display name').fill('Olly Offline');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Signup-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Cannot reach the server. Check your connection' }).waitFor();
    expect(page.url()).toContain(paths.signup);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await page.context().close();
  });
});

describe('login messages', () => {
  it('wrong credentials get a friendly message, not an SDK code', async () => {
    const { page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.login}`);
    await logInThroughForm(page, seedAdmin.email, 'Wrong-pass-1');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Email or password is incorrect.');
    await page.context().close();
  });

  it('a disabled account is told so', async () => {
    const { createAccount } = await import('../../functions/src/users/lib/createAccount.js');
    const email = `disabled-${tag}@test.civic`;
    const { uid } = await createAccount({ email, password: 'Disabled-pass-1', displayName: 'Dee', role: 'user' });
    await adminAuth.updateUser(uid, { disabled: true });
    const { page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.login}`);
    await logInThroughForm(page, email, 'Disabled-pass-1');
    await page.getByText('This account has been disabled.').waitFor();
    expect(page.url()).toContain(paths.login);
    await page.context().close();
  });
});

describe('admin creates one user in /usercreator', () => {
  it('an answer lost on the way back: no raw code, and Create again shows the account and its password', async () => {
    const { page, errors } = await freshPage();
    await logIn(page, 'admin');
    await page.goto(`${appOrigin()}${paths.usercreator}`);
    const email = `lost-answer-${tag}@test.civic`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Display name').fill('Lost Answer');
    const generated = (await page.getByLabel('Generated password').textContent())?.trim();
    // The server creates the account, but its answer never reaches the page (a slow server
    // timing out looks the same to the browser).
    let served = 0;
    await page.route('**/createUser', async (route) => {
      if (served++ > 0) return route.continue();
      await route.fetch();
      await route.abort('timedout');
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'may or may not have been created' });
    await alert.waitFor();
    expect(await alert.textContent()).not.toMatch(/internal|deadline-exceeded|unavailable/);
    expect((await adminAuth.getUserByEmail(email)).email).toBe(email);
    for (const [width, scheme] of [
      [1200, 'light'],
      [390, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `accounts-usercreator-lost-answer-${width}-${scheme}`);
    }
    await page.setViewportSize({ width: 1200, height: 900 });

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Account created' }).waitFor();
    expect((await page.getByTestId('temporary-password').textContent())?.trim()).toBe(generated);
    expect(await page.getByText('already exists').count()).toBe(0);
    const user = await freshPage();
    await logIn(user.page, { email, password: generated!, role: 'user' });
    await user.page.context().close();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the admin creates an account and that user logs in with the temporary password', async () => {
    const { page, errors } = await freshPage();
    await logIn(page, 'admin');
    await page.goto(`${appOrigin()}${paths.usercreator}`);
    const email = `creator-${tag}@test.civic`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Display name').fill('Carl Created');
    await page.getByRole('button', { name: 'Create account' }).click();
    const password = (await page.getByTestId('temporary-password').textContent())?.trim() ?? '';
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    await screenshot(page, 'accounts-usercreator');

    // The same email again: a clear "already exists", nothing changed.
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Display name').fill('Carl Again');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`An account with the email ${email} already exists`).waitFor();
    expect(errors).toEqual([]);

    const user = await freshPage();
    await logIn(user.page, { email, password, role: 'user' });
    await user.page.context().close();
    await page.context().close();
  });
});

describe('profile', () => {
  it('a user edits their profile; a bad photo URL and a long bio are refused at the field', async () => {
    const { page, errors } = await freshPage();
    const email = `profile-${tag}@test.civic`;
    const { createAccount } = await import('../../functions/src/users/lib/createAccount.js');
    const { uid } = await createAccount({
      email,
      password: 'Profile-pass-1',
      displayName: 'Pat Profile',
      role: 'user',
    });
    await logIn(page, { email, password: 'Profile-pass-1', role: 'user' });
    await page.goto(`${appOrigin()}${paths.user.profile}`);
    await page.getByLabel('Photo URL').fill('http://insecure.test/me.png');
    await page.getByLabel('Bio').fill('x'.repeat(281));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Photo URL must start with https://').waitFor();
    await page.getByText('Bio must be at most 280 characters').waitFor();

    await page.getByLabel('Display name').fill('Pat Edited');
    await page.getByLabel('Photo URL').fill('https://example.test/me.png');
    await page.getByLabel('Bio').fill('I vote.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await eventually(async () => (await db.collection(COLLECTIONS.users).doc(uid).get()).get('bio') === 'I vote.');
    expect((await db.collection(COLLECTIONS.users).doc(uid).get()).data()).toMatchObject({
      displayName: 'Pat Edited',
      displayNameLower: 'pat edited',
      photoURL: 'https://example.test/me.png',
      role: 'user',
    });
    await eventually(() => page.getByText('Not eligible').isVisible());
    await screenshot(page, 'accounts-profile');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("an administrator's own profile", () => {
  it("opens from the admin layout (the user area's /User/profile stays closed to admins) and changes name and password", async () => {
    const admin = await createTestAccount('admin');
    const { page, errors } = await freshPage();
    await logIn(page, admin);
    await page.goto(`${appOrigin()}${paths.user.profile}`);
    await page.waitForURL(`**${paths.admin.dashboard}`);

    await page.goto(`${appOrigin()}${paths.admin.usermgmt}`);
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`**${paths.admin.usermgmt}?profile`);
    const dialog = page.getByRole('dialog', { name: 'Your profile' });
    await dialog.getByLabel('Display name').fill('Ada Admin');
    // One title for the dialog, and no eligibility row: administrators never vote in the ballot.
    expect(await dialog.getByRole('heading', { name: 'Your profile' }).count()).toBe(1);
    expect(await dialog.getByText('Constitutional vote').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await eventually(
      async () => (await db.collection(COLLECTIONS.users).doc(admin.uid).get()).get('displayName') === 'Ada Admin',
    );
    await eventually(() => dialog.getByText('Administrator', { exact: true }).isVisible());
    await screenshot(page, 'accounts-admin-profile');

    await dialog.getByLabel('Current password').fill(admin.password);
    await dialog.getByLabel('New password', { exact: true }).fill('Admin-new-pass-2');
    await dialog.getByLabel('Confirm new password').fill('Admin-new-pass-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === paths.admin.usermgmt && url.search === '');
    // The address changes first; the dialog closes on the render that follows.
    await eventually(async () => !(await dialog.isVisible()));

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${appOrigin()}${paths.landing}`);
    await logIn(page, { ...admin, password: 'Admin-new-pass-2' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('user management', () => {
  it('a role change asks first and says what the role grants; cancel changes nothing', async () => {
    const citizen = await createTestAccount('user');
    const { page, errors } = await freshPage();
    await logIn(page, 'admin');
    await page.goto(`${appOrigin()}${paths.admin.usermgmt}`);
    await page.getByLabel('Email starts with').fill(citizen.email);
    await eventually(async () => (await page.locator('tbody tr').count()) === 1);
    const role = page.getByLabel(`Role of ${citizen.email}`);

    await role.selectOption('admin');
    const dialog = page.getByRole('dialog', { name: `Make ${citizen.email} an administrator?` });
    await dialog.waitFor();
    await expect(dialog.getByText('Administrators manage every account').isVisible()).resolves.toBe(true);
    await screenshot(page, 'accounts-role-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(role.inputValue()).resolves.toBe('user');
    expect((await adminAuth.getUser(citizen.uid)).customClaims?.role).toBe('user');

    await role.selectOption('admin');
    await dialog.getByRole('button', { name: 'Make administrator' }).click();
    await eventually(async () => (await adminAuth.getUser(citizen.uid)).customClaims?.role === 'admin');
    await expect.poll(() => role.inputValue()).toBe('admin');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an admin finds users by email prefix, disables one, and the list follows', async () => {
    const { createAccount } = await import('../../functions/src/users/lib/createAccount.js');
    const prefix = `mgmt-${tag}`;
    for (const n of [1, 2, 3]) {
      await createAccount({
        email: `${prefix}-${n}@test.civic`,
        password: 'Mgmt-pass-1',
        displayName: `Mona ${n}`,
        role: 'user',
      });
    }
    const { page, errors } = await freshPage();
    await logIn(page, 'admin');
    await page.goto(`${appOrigin()}${paths.admin.usermgmt}`);
    await page.getByLabel('Email starts with').fill(prefix.toUpperCase());
    await page.getByRole('cell', { name: `${prefix}-3@test.civic`, exact: true }).waitFor();
    // The search is debounced: the unfiltered first page shows until it applies.
    await eventually(async () => (await page.locator('tbody tr').count()) === 3);

    await page.getByRole('button', { name: `Disable ${prefix}-2@test.civic` }).click();
    // Disabling asks first, like delete and role changes.
    const confirmDisable = page.getByRole('dialog', { name: `Disable ${prefix}-2@test.civic?` });
    await confirmDisable.waitFor();
    await screenshot(page, 'accounts-disable-confirm-desktop-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'accounts-disable-confirm-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'accounts-disable-confirm-phone-light');
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'accounts-disable-confirm-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await confirmDisable.getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('button', { name: `Enable ${prefix}-2@test.civic` }).waitFor();
    const disabled = await adminAuth.getUserByEmail(`${prefix}-2@test.civic`);
    expect(disabled.disabled).toBe(true);

    await page.getByLabel('Status').selectOption('disabled');
    await page.getByRole('button', { name: `Enable ${prefix}-2@test.civic` }).waitFor();
    await eventually(async () => (await page.locator('tbody tr').count()) === 1);
    await page.getByLabel('Status').selectOption('all');
    await page.getByRole('cell', { name: `${prefix}-3@test.civic`, exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'accounts-usermgmt');

    await page.getByRole('button', { name: `Delete ${prefix}-3@test.civic` }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await eventually(async () => (await page.locator('tbody tr').count()) === 2);
    await expect(adminAuth.getUserByEmail(`${prefix}-3@test.civic`)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a citizen’s own data (docs/personal-data.md)', () => {
  it('downloads their data, deletes the account after re-authenticating, and cannot sign in again; the vote still counts', async () => {
    const citizen = await uniqueCitizen();
    const neighbourAccount = await createTestAccount('user');
    const [client, neighbour] = await Promise.all([testClient(citizen), testClient(neighbourAccount)]);
    const account = await fillAccount(citizen, client, neighbour);
    await Promise.all([client.close(), neighbour.close()]);
    const tally = async () =>
      (await db.collection(`${COLLECTIONS.polls}/${account.pollId}/${COLLECTIONS.tallyShards}`).get()).docs.reduce(
        (sum, shard) => sum + Number(shard.get('counts.o1') ?? 0),
        0,
      );
    expect(await tally()).toBe(1);

    const { page, errors } = await freshPage();
    await logIn(page, { email: citizen.email, password: citizen.password, role: 'user' });
    // A receipt this browser kept from a constitutional vote goes into the file.
    await page.evaluate((key) => localStorage.setItem(key, 'RCPT-1234'), `constitutionalVoteReceipt:b1:${citizen.uid}`);
    await page.goto(`${appOrigin()}${paths.user.profile}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^civic-live-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as PersonalDataExport;
    expect(data.sections.comments.map((c) => c.data.text)).toContain('Fix the potholes');
    expect(data.sections.pollVotes.map((v) => v.path)).toContain(
      `${COLLECTIONS.polls}/${account.pollId}/${COLLECTIONS.votes}/${citizen.uid}`,
    );
    expect(data.sections.reports.map((r) => r.data.text)).toContain('Off topic');
    expect(data.receipts).toEqual({ b1: 'RCPT-1234' });
    expect(data.ballots).toMatch(/unlinkable/);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('heading', { name: 'Delete my account' }).scrollIntoViewIfNeeded();
    await screenshotEveryWay(page, 'accounts-my-data');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.getByLabel('Your password').fill('Wrong-pass-9');
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.getByText('That password is not correct.').waitFor();
    await page.getByLabel('Your password').fill(citizen.password);
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL(`${appOrigin()}${paths.landing}`);

    // They can no longer sign in.
    await page.goto(`${appOrigin()}${paths.login}`);
    await logInThroughForm(page, citizen.email, citizen.password);
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain(paths.login);
    await expect(adminAuth.getUser(citizen.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // Their vote still counts; their comment stays, as from "Deleted user".
    expect(await tally()).toBe(1);
    const comment = await db
      .doc(`${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.comments}/${account.commentId}`)
      .get();
    expect(comment.data()).toMatchObject({ authorUid: null, authorName: DELETED_USER_NAME, text: 'Fix the potholes' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
