/** One Chromium per e2e file, a fresh context (own storage, viewport, theme) per page. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './chromium.js';

/** Call at module level: returns `newPage(options)`; everything is closed after the file. */
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
  return async function newPage(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
    if (!browser) throw new Error('browserPages: the browser is not running (call it at module level).');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };
}
