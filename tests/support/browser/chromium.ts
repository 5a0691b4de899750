/**
 * The machine's Chromium driven by playwright-core (never a downloaded browser): the one the
 * preflight finds (emulators/prerequisites.ts; CHROMIUM_PATH names another). The test files'
 * browsers are its headless shell when the machine has one (docs/testing.md, "The headless shell").
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Role } from '@civic/domain';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ARTIFACTS_DIR, ROOT } from '../../../emulators/config.js';
import { findChromium, findTestBrowser, INSTALL_LINES } from '../../../emulators/prerequisites.js';
// Relative, not `@/config/paths`: the benchmarks run this module under tsx, outside Vitest's alias.
import { paths } from '../../../web/src/config/paths.js';
import { hostingOrigin } from '../emulators/stack.js';
import { SEED_ACCOUNTS } from './e2e.js';

/** The Chromium to launch; when none is found, the one line saying what to install. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(INSTALL_LINES.chromium);
  return found;
}

/**
 * The browser `launchBrowser` starts: the headless shell when there is one, else `chromiumPath()`.
 * The benchmarks (tests/bench/run.ts sets CIVIC_BROWSER=full) measure what a person's browser
 * does, so they launch the full Chromium.
 */
function testBrowserPath(): string {
  return process.env.CIVIC_BROWSER === 'full' ? chromiumPath() : (findTestBrowser() ?? chromiumPath());
}
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function appOrigin(): string {
  if (!hostingOrigin) throw new Error('The hosting emulator is not running: start tests with `npm test`.');
  return hostingOrigin;
}

/** Chromium's fake camera and microphone, granted without a prompt (tests of the in-app camera). */
export const FAKE_MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** The browsers this test file launched and has not closed (what a failed test's report shows). */
const openBrowsers = new Set<Browser>();

export async function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: [...FLAGS, ...extraFlags] });
  openBrowsers.add(browser);
  browser.once('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** Every page still open in this file's browsers (tests/support/browser/failed-pages.ts reads them). */
export function openPages(): Page[] {
  return [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
}

export const SCREENSHOTS = join(ROOT, ARTIFACTS_DIR, 'screenshots');

/**
 * Whether the screenshots for a person to look at are taken: unless `SCREENSHOTS=0`, which `npm
 * test` sets (tests/run-all.ts). No test asserts on them, and a full run on a slow machine spent
 * minutes taking hundreds; a file run alone takes them as before (docs/testing.md, "Time").
 */
export const screenshotsWanted = (): boolean => process.env.SCREENSHOTS !== '0';

/** Saves a full-page screenshot under the stack’s artifacts folder, always, and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A full-page screenshot for a person to look at, when they are wanted (screenshotsWanted). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (screenshotsWanted()) await saveScreenshot(page, name);
}

/**
 * Screenshots a page as it is now at desktop width and at 390 px, light and dark
 * (`<name>-desktop-light.png` …), for a person to look at; the page's size and colour scheme are
 * put back afterwards.
 */
export async function screenshotEveryWay(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  const original = page.viewportSize();
  const sizes = [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const;
  for (const [size, viewport] of sizes) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `${name}-${size}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (original) await page.setViewportSize(original);
}

/**
 * What makes a page scroll sideways: the innermost elements whose right edge passes the viewport
 * (as `tag.class +Npx`), or [] when the page is no wider than its viewport. A test that expects []
 * names the culprit when it fails.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const limit = root.clientWidth;
    const culprits: string[] = [];
    const visit = (element: Element): boolean => {
      let childOverflows = false;
      for (const child of element.children) childOverflows = visit(child) || childOverflows;
      const right = element.getBoundingClientRect().right;
      if (right <= limit + 0.5) return childOverflows;
      if (!childOverflows) {
        const name = `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`;
        culprits.push(`${name} +${Math.round(right - limit)}px`);
      }
      return true;
    };
    visit(document.body);
    return culprits.length ? culprits : [`document ${root.scrollWidth}px wide in a ${limit}px viewport`];
  });
}

/** Logs in through the real login form. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Who signs in: the seed account of a role, or any account with its password and role. */
export type SignIn = Role | { email: string; password: string; role: Role };

/** Where the login form sends an account of `role`. */
export const dashboardOf = (role: Role): string => (role === 'admin' ? paths.admin.dashboard : paths.user.dashboard);

export const accountOf = (who: SignIn) => (typeof who === 'string' ? SEED_ACCOUNTS[who] : who);

/**
 * Opens /login, logs in through the form as `who` and waits for its dashboard (`timeout`: the
 * wait's, when a first sign-in on a loaded machine may take longer than Playwright's 30 s).
 */
export async function logIn(page: Page, who: SignIn, timeout?: number): Promise<void> {
  const account = accountOf(who);
  await page.goto(`${appOrigin()}${paths.login}`);
  await logInThroughForm(page, account.email, account.password);
  await page.waitForURL(`**${dashboardOf(account.role)}`, timeout === undefined ? {} : { timeout });
}
