/**
 * The phone benches' browser (live-phone, live-lcp, long-tasks): a Chromium whose language is
 * `language`, a 390 × 844 touch phone context, the seed citizen (or another account) logged in
 * through the form, for `work` to open its pages in. The browser closes afterwards, whatever
 * happens.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { appOrigin, launchBrowser } from '../../support/browser/chromium.js';
import { SEED_ACCOUNTS } from '../../support/browser/e2e.js';

export function asCitizenOnPhone(language: string, work: (context: BrowserContext) => Promise<void>) {
  return asAccountOnPhone(SEED_ACCOUNTS.user, language, work);
}

/** The same, logged in as `account` (the seed admin for the admin screens). */
export async function asAccountOnPhone(
  account: { email: string; password: string },
  language: string,
  work: (context: BrowserContext) => Promise<void>,
) {
  const browser = await launchBrowser([`--lang=${language}`]);
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: language,
    });
    const page = await context.newPage();
    // By field type, not by label: the form is in the browser's language.
    await page.goto(`${appOrigin()}/login`);
    await page.waitForFunction(() => document.querySelector('form button[type="submit"]:not([disabled])') !== null);
    await page.locator('input[type="email"]').fill(account.email);
    await page.locator('input[type="password"]').first().fill(account.password);
    await page.locator('input[type="password"]').first().press('Enter');
    await page.waitForURL('**/dashboard', { timeout: 120_000 });
    await work(context);
  } finally {
    await browser.close();
  }
}

/**
 * A DevTools session on `page` with the HTTP cache, the service worker and its caches emptied: the
 * page's next load is a first visit after logging in, as Lighthouse's signed-in runs are.
 */
export async function firstVisitSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(appOrigin()).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  return cdp;
}
