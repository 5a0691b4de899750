/**
 * Keyboard only, as someone who cannot use a mouse: Tab to each control (never a click), with a
 * visible focus ring where it lands. The vote, the profile and the user list (docs/performance.md,
 * Accessibility).
 */
import { COLLECTIONS } from '@civic/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { appOrigin } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { createOpenPoll } from '../support/fixtures/live-events.js';
import { seedAdmin } from '../support/browser/e2e.js';
import { paths } from '@/config/paths';

/** Enough presses to pass the header, the navigation and a dashboard full of other suites' polls. */
const MAX_TABS = 250;

const { newPage } = browserPages();

/** What has the focus: its accessible-ish name, and the heading of the card it is in. */
interface Focused {
  tag: string;
  name: string;
  card: string;
  focusVisible: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labels = (element as HTMLInputElement | null)?.labels;
    const name = element?.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? element?.textContent ?? '';
    const card = element?.closest('article')?.querySelector('h2, h3')?.textContent ?? '';
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: name.trim(),
      card,
      focusVisible: element?.matches(':focus-visible') ?? false,
    };
  });

/** Presses Tab until `wanted` has the focus; fails when it is never reached. */
async function tabTo(page: Page, wanted: (focus: Focused) => boolean): Promise<Focused> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    const focus = await focused(page);
    if (wanted(focus)) {
      expect(focus.focusVisible).toBe(true);
      return focus;
    }
  }
  throw new Error(`Not reached with ${MAX_TABS} presses of Tab`);
}

/** Logs in with the keyboard: the email field has the focus first on /login. */
async function logInByKeyboard(page: Page, account: { email: string; password: string }, lands: string) {
  await page.goto(`${appOrigin()}${paths.login}`);
  await tabTo(page, (f) => f.name === 'Email');
  await page.keyboard.type(account.email);
  await tabTo(page, (f) => f.name === 'Password');
  await page.keyboard.type(account.password);
  // The prerendered form's Log in stays disabled until the page hydrates (a submit without the
  // app would send the password in the URL): Enter before that does nothing, so wait for it as a
  // person waits for the button to wake. What was typed is kept (the fields are uncontrolled).
  await page.locator('form button[type="submit"]:not([disabled])').waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${lands}`);
}

const phonePage = () => newPage({ viewport: { width: 390, height: 844 } });

describe('keyboard only', () => {
  it('a citizen votes: Tab to the option, Space to choose, Tab to Vote, Enter', async () => {
    const question = `Keyboard poll: which bridge first? ${Date.now()}`;
    await createOpenPoll(question, ['North bridge', 'South bridge']);
    const voter: TestAccount = await createTestAccount('user');
    const page = await phonePage();
    await logInByKeyboard(page, voter, paths.user.dashboard);
    const ballot = page.getByRole('article', { name: question });
    await ballot.waitFor();

    await tabTo(page, (f) => f.card === question && f.tag === 'input' && f.name === 'North bridge');
    await page.keyboard.press('ArrowDown'); // moves within the radio group and chooses
    await expect(ballot.getByLabel('South bridge').isChecked()).resolves.toBe(true);
    await tabTo(page, (f) => f.card === question && f.name === 'Vote');
    await page.keyboard.press('Enter');
    await ballot.getByText('Your choice is locked').waitFor();
    await ballot.getByText('1 vote in total').waitFor();
    await page.context().close();
  });

  it('a citizen edits their profile and saves with Enter', async () => {
    const citizen = await createTestAccount('user');
    const page = await phonePage();
    await logInByKeyboard(page, citizen, paths.user.dashboard);
    // On a phone the area's navigation opens from the Menu button.
    await tabTo(page, (f) => f.name === 'Menu');
    await page.keyboard.press('Enter');
    await tabTo(page, (f) => f.tag === 'a' && f.name === 'Profile');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${paths.user.profile}`);
    await tabTo(page, (f) => f.name === 'Display name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Kim Keyboard');
    await tabTo(page, (f) => f.name === 'Save profile');
    await page.keyboard.press('Enter');
    await eventually(
      async () => (await db.collection(COLLECTIONS.users).doc(citizen.uid).get()).get('displayName') === 'Kim Keyboard',
    );
    await page.context().close();
  });

  it('an admin searches the user list, cancels a role change with Escape and disables an account', async () => {
    const target = await createTestAccount('user');
    const page = await phonePage();
    await logInByKeyboard(page, seedAdmin, paths.admin.dashboard);
    await page.goto(`${appOrigin()}${paths.admin.usermgmt}`);
    await tabTo(page, (f) => f.name === 'Email starts with');
    await page.keyboard.type(target.email);
    await eventually(async () => (await page.locator('tbody tr').count()) === 1);

    await tabTo(page, (f) => f.name === `Role of ${target.email}`);
    await page.keyboard.press('ArrowUp'); // user → admin: asks first
    const dialog = page.getByRole('dialog', { name: `Make ${target.email} an administrator?` });
    await dialog.waitFor();
    await expect(focused(page)).resolves.toMatchObject({ name: 'Cancel' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByLabel(`Role of ${target.email}`).inputValue()).resolves.toBe('user');

    await tabTo(page, (f) => f.name === `Disable ${target.email}`);
    await page.keyboard.press('Enter'); // asks first, focus on Cancel
    await page.getByRole('dialog', { name: `Disable ${target.email}?` }).waitFor();
    await expect(focused(page)).resolves.toMatchObject({ name: 'Cancel' });
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toMatchObject({ name: 'Disable account' });
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Enable ${target.email}` }).waitFor();
    await eventually(async () => (await adminAuth.getUser(target.uid)).disabled);
    await page.context().close();
  });
});
