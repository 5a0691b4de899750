/**
 * /Admin/dashboard in Chromium on the seed data: every KPI tile shows a figure (or its empty
 * sentence) and links to its screen, and the 7- and 30-day charts draw. Other suites add accounts
 * and votes meanwhile, so figures are checked against lower bounds this test knows are there.
 * Screenshots: desktop and 390 px phone, light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { screenshot, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { clientPool } from '../support/emulators/client.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { seedCountedPoll } from '../support/fixtures/counted-poll.js';
import { paths } from '@/config/paths';

const clientFor = clientPool();
const { signedInPage } = browserPages();

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.replace(/\D/g, ''));

describe('/Admin/dashboard end to end', () => {
  it('tiles show the seed data and link to their screens; the charts draw for 7 and 30 days', async () => {
    // Four votes cast today, on a poll of this test's own.
    await seedCountedPoll(await clientFor(await createTestAccount('admin')), { Yes: 3, No: 1 }, 'Dashboard check');

    const page = await signedInPage('admin', paths.admin.dashboard, { viewport: DESKTOP });

    await eventually(() => page.getByTestId('kpi-accounts').isVisible()).toBe(true);
    expect(await figure(page, 'kpi-accounts')).toBeGreaterThanOrEqual(3);
    await eventually(() => page.getByTestId('kpi-votes-today').isVisible()).toBe(true);
    expect(await figure(page, 'kpi-votes-today')).toBeGreaterThanOrEqual(4);
    await eventually(() => page.getByTestId('kpi-open-polls').isVisible()).toBe(true);
    expect(await figure(page, 'kpi-open-polls')).toBeGreaterThanOrEqual(2);
    await eventually(() => page.getByTestId('kpi-comments-today').isVisible()).toBe(true);
    await eventually(() => page.getByTestId('kpi-open-reports').isVisible()).toBe(true);
    // Live viewers and turnout show a figure or say nothing is live/open: never an error.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    const links = page.getByRole('link', { name: 'Manage users' });
    await expect(links.getAttribute('href')).resolves.toBe(paths.admin.usermgmt);
    await expect(page.getByRole('link', { name: 'Review reports' }).getAttribute('href')).resolves.toBe(
      paths.admin.reports,
    );

    // Charts: today's new accounts include the three seed accounts; the 30-day range loads on demand.
    await eventually(() => page.getByTestId('trend-total-newAccounts').textContent()).toMatch(/^[\d,]+ in total$/);
    expect(await figure(page, 'trend-total-newAccounts')).toBeGreaterThanOrEqual(3);
    expect(await figure(page, 'trend-total-votes')).toBeGreaterThanOrEqual(4);
    // The chart draws after its container's first size observation: wait for its bars.
    await eventually(() => page.locator('.trend-chart .chart__bar').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-dashboard-desktop-light');
    await page.getByRole('button', { name: '30 days' }).click();
    await eventually(() => page.getByRole('heading', { name: 'Last 30 days' }).isVisible()).toBe(true);
    await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);

    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'admin-dashboard-desktop-dark');
    await page.setViewportSize(PHONE);
    // The charts follow the new width on their next resize observation, not at once.
    await eventually(() => sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'admin-dashboard-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'admin-dashboard-phone-light');
  });
});
