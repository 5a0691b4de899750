/**
 * Every screen in Spanish and in Arabic (issue 32, docs/languages.md): every route of the spec as a
 * visitor, the seed citizen and the seed admin. Each screen is in the language (`<html lang dir>`),
 * and axe finds no serious or critical violation (its `html-has-lang` and `valid-lang` rules check
 * the lang attributes): Spanish in light, Arabic in dark. Colours do not change with the language,
 * and accessibility.test.ts checks every screen in both schemes in English; one scheme each keeps
 * this pass to half the time. With `LANGUAGE_SCREENSHOTS=1` each screen is also
 * screenshotted at desktop and at 390 px, light and dark, for a person to look at
 * (`lang-<language>-<viewer>-<screen>-…png` in the stack's artifacts): 250 full-page pictures, minutes
 * that a CI run has no eyes for. English is covered by accessibility.test.ts and phone-widths.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@civic/domain';
import { seriousViolations } from '../support/browser/axe.js';
import { appOrigin, screenshotEveryWay } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { pageAs, ROUTES, SEED_VIEWERS, settled, type SeedViewer } from '../support/browser/screens.js';

const LANGUAGES = [
  ['es', 'ltr', 'light'],
  ['ar', 'rtl', 'dark'],
] as const satisfies readonly (readonly [LanguageCode, 'ltr' | 'rtl', 'light' | 'dark'])[];

const SCREENSHOTS = process.env.LANGUAGE_SCREENSHOTS === '1';

const pages = browserPages();

describe.each(LANGUAGES)('every screen in %s', (language, direction, scheme) => {
  it.each(Object.keys(SEED_VIEWERS) as SeedViewer[])(
    'as %s: in the language, axe-clean',
    { timeout: 600_000 },
    async (viewer) => {
      const page = await pageAs(pages, viewer);
      // Signed in (in English) first; from here on the browser has chosen the language.
      await page.context().addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const checked = new Set<string>();
      const found: Record<string, string[]> = {};
      for (const route of ROUTES) {
        await page.goto(`${appOrigin()}${route}`);
        await settled(page);
        const landed = new URL(page.url()).pathname;
        if (checked.has(landed)) continue;
        checked.add(landed);
        const shown = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
        if (shown[0] !== language || shown[1] !== direction) found[`${landed} lang/dir`] = shown;
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
        const violations = await seriousViolations(page);
        if (violations.length) found[landed] = violations;
        const screen = landed.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'landing';
        if (SCREENSHOTS) await screenshotEveryWay(page, `lang-${language}-${viewer}-${screen}`);
      }
      console.log(`${language} as ${viewer}: ${checked.size} screens (${[...checked].join(', ')})`);
      expect(found).toEqual({});
      await page.context().close();
    },
  );
});
