/**
 * One Chromium per e2e file, a fresh context (own storage, viewport, theme) per page, and a page
 * signed in as someone: the one way an e2e file opens the browser and logs in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { appOrigin, dashboardOf, launchBrowser, logIn, type SignIn } from './chromium.js';

export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/**
 * Call at module level (`extraFlags`: Chromium's, e.g. FAKE_MEDIA_FLAGS): returns `newPage` and
 * `signedInPage`; every context is closed, then the browser, after the file.
 */
export function browserPages(extraFlags: string[] = []) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser(extraFlags);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });

  /** A page in a fresh context of its own (no session shared with other pages). */
  async function newPage(options: ContextOptions = {}): Promise<Page> {
    if (!browser) throw new Error('browserPages: the browser is not running (call it at module level).');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  }

  /**
   * A page in a fresh context (`options`: viewport, colour scheme…), logged in through the form as
   * `who` — `'admin'`/`'user'` for the seed account, or an account — landed on its dashboard, then
   * opened at `path` (the dashboard itself by default). `loginTimeout`: the wait for the dashboard.
   */
  async function signedInPage(
    who: SignIn,
    path?: string,
    { loginTimeout, ...options }: ContextOptions & { loginTimeout?: number } = {},
  ): Promise<Page> {
    const page = await newPage(options);
    await logIn(page, who, loginTimeout);
    const landing = dashboardOf(typeof who === 'string' ? who : who.role);
    if (path !== undefined && path !== landing) await page.goto(`${appOrigin()}${path}`);
    return page;
  }

  return { newPage, signedInPage };
}
