/**
 * axe-core on every route of config/paths.ts, as a visitor, a user and an admin, in light and dark:
 * no serious or critical violation on any screen. Screens added later are covered by the same
 * loop. A role that a route sends elsewhere is checked where it lands (each landing page once per
 * role). Keyboard-only walks are in keyboard.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/browser/axe.js';
import { appOrigin } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { pageAs, ROUTES, SEED_VIEWERS, settled, type SeedViewer } from '../support/browser/screens.js';

const SCHEMES = ['light', 'dark'] as const;

const pages = browserPages();

describe.each(Object.keys(SEED_VIEWERS) as SeedViewer[])('axe as %s', (role) => {
  // Every route, twice: minutes on a shared two-core machine.
  it(`finds no serious or critical violation on any route, light and dark`, { timeout: 400_000 }, async () => {
    const page = await pageAs(pages, role);
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
    await page.context().close();
  });
});
