/**
 * Set-up of the end-to-end project: when a test fails, what each of its open pages showed — its
 * address, the start of its text, a screenshot — is printed and, when `FAILED_PAGES_FILE` names a
 * file, appended to it for the `npm test` summary (tests/run-all.ts). A timeout in a CI log then
 * says where the browser was ("the login page", "Loading…"), not only which locator it waited for.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { ROOT } from '../../../emulators/config.js';
import { openPages, saveScreenshot } from './chromium.js';

export interface FailedPages {
  test: string;
  pages: string[];
}

/** `promise`'s value, or `fallback` when it fails or takes longer than `ms` (a hung page). */
const within = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);

async function describePage(page: Page, name: string): Promise<string> {
  const text = await within(
    page.evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 240)),
    3_000,
    '(the page did not answer)',
  );
  const shot = await within(saveScreenshot(page, name), 5_000, null);
  return `${page.url()} — “${text}”${shot ? ` [${relative(ROOT, shot)}]` : ''}`;
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    const pages = await Promise.all(openPages().map((page, i) => describePage(page, `failed-${slug}-${i + 1}`)));
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const test = `${relative(ROOT, task.file.filepath)} › ${task.name} (attempt ${attempt})`;
    const report: FailedPages = { test, pages };
    console.error(`Pages open when "${report.test}" failed:\n${pages.map((line) => `  ${line}`).join('\n')}`);
    const file = process.env.FAILED_PAGES_FILE;
    if (file) appendFileSync(file, `${JSON.stringify(report)}\n`);
  });
});
