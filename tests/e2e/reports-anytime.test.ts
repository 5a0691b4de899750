/**
 * Reporting a problem outside the live room (issue 20, "Reporting"): a citizen with nothing to
 * watch reports a problem with their account from the profile's "My reports", follows it there,
 * and finds it on the dashboard, whose link leads back to it. Screenshots: phone light and dark,
 * desktop.
 */
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { appOrigin, screenshot, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

const { signedInPage } = browserPages();

describe('reporting a problem at any time', () => {
  it('from the profile, about one’s account; followed in "My reports" and on the dashboard', async () => {
    const citizen = await createTestAccount('user');
    const page = await signedInPage(citizen, paths.user.profile, { viewport: PHONE, loginTimeout: 90_000 });
    const mine = page.getByRole('region', { name: 'My reports' });
    await eventually(() => mine.getByText('You have not reported anything.', { exact: false }).isVisible()).toBe(true);
    // Nothing sends the reader to a live room that may have nothing live.
    expect(await mine.textContent()).not.toContain('in the live room');

    await mine.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    const about = dialog.getByLabel('What is it about?');
    // The dialog's code loads on first use (docs/performance.md): read its options once it is open.
    await about.waitFor();
    const offered = await about.locator('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['A poll', 'The constitutional vote', 'My account']));
    // The stream is only reported from the live room, where there is one.
    expect(offered).not.toContain('The stream (video or sound)');
    await about.selectOption({ label: 'My account' });
    const text = `My display name keeps resetting ${Date.now()}`;
    await dialog.getByLabel('What happened?').fill(text);
    await screenshot(page, 'report-problem-dialog-phone-light');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await eventually(() => dialog.isVisible(), 120_000).toBe(false);
    const filed = mine.getByRole('listitem').filter({ hasText: text });
    await eventually(() => filed.isVisible(), 120_000).toBe(true);
    expect(await filed.textContent()).toContain('My account');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'my-reports-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'my-reports-phone-dark');

    // The dashboard lists it, can file another, and its "My reports" link lands on the list.
    await page.goto(`${appOrigin()}${paths.user.dashboard}`);
    const card = page.getByRole('region', { name: 'Your open reports' });
    await eventually(() => card.getByText(text).isVisible(), 120_000).toBe(true);
    expect(await card.getByRole('button', { name: 'Report a problem' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard-reports-phone-dark');
    await card.getByRole('link', { name: 'My reports' }).click();
    await page.waitForURL(`**${paths.user.profile}#my-reports`);
    await eventually(() => page.getByRole('region', { name: 'My reports' }).getByText(text).isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'my-reports-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'my-reports-desktop-light');
  });
});
