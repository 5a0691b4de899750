/** The foundation's walk-through in Chromium against the production build on the hosting emulator. */
import { describe, expect, it } from 'vitest';
import { appOrigin, logInThroughForm, screenshot } from '../support/browser/chromium.js';
import { seedUser } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { paths } from '@/config/paths';

const { newPage } = browserPages();

describe('log in and out', () => {
  it('opens /, logs in as the seed user, lands on /User/dashboard, logs out back to /', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${appOrigin()}${paths.landing}`);
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.waitForURL(`**${paths.login}`);
    await logInThroughForm(page, seedUser.email, seedUser.password);

    await page.waitForURL(`**${paths.user.dashboard}`);
    await expect.poll(() => page.getByText(seedUser.displayName).first().isVisible()).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userDetails') ?? 'null'));
    expect(stored).toMatchObject({ uid: seedUser.uid, role: 'user', email: seedUser.email });
    await screenshot(page, 'foundation-user-dashboard');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${appOrigin()}${paths.landing}`);
    expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });
});
