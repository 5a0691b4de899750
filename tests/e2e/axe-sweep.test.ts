/**
 * The axe sweep (issue 46, docs/accessibility.md): every route of config/paths.ts (the spec's and
 * the information pages) as a visitor, the seed citizen and the seed admin, in English, Arabic and
 * Spanish. Each screen is in the language (`<html lang dir>`, issue 32), and axe (its default rules
 * and WCAG 2.2 AA's) finds no serious or critical violation: in English and Arabic at the desktop
 * (1280 × 800) and the phone (390 × 844) width, light and dark; in Spanish, light at the desktop
 * (its colours and direction are English's, checked every way; its lang attribute is what it adds).
 * A role that a route sends elsewhere is checked where it lands (each landing page once per role
 * and language). A failure names the screen, the role, the language, the width, the scheme, the
 * rule and the nodes. In English and Arabic each screen is also measured at 360 px, the narrowest
 * common phone: none may scroll sideways (it was phone-widths.test.ts's own walk of every route, in
 * English only; the walk is shared now, and right-to-left is measured too).
 *
 * One browser and one signed-in page per role for the whole file: the language is chosen before a
 * screen loads, the width and the scheme are switched on the loaded screen, so each screen is
 * opened once per role and language and checked four ways. The screens in their live states (a
 * poll's results, a word cloud, the game's podium…) are checked every way by the files that arrange
 * those states (seriousViolationsEveryWay). With `LANGUAGE_SCREENSHOTS=1` each screen is also
 * screenshotted at desktop and at 390 px, light and dark, for a person to look at
 * (`lang-<language>-<viewer>-<screen>-…png` in the stack's artifacts). Keyboard-only walks are in
 * keyboard.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@civic/domain';
import type { Page } from 'playwright-core';
import { AXE_DESKTOP, axeTime, seriousViolations, seriousViolationsEveryWay } from '../support/browser/axe.js';
import { appOrigin, screenshotEveryWay, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { headed, pageAs, ROUTES, SEED_VIEWERS, spinnersGone, type SeedViewer } from '../support/browser/screens.js';

/** The language, its direction, and whether it is checked every way or light at the desktop only. */
const LANGUAGES = [
  ['en', 'ltr', 'every way'],
  ['ar', 'rtl', 'every way'],
  ['es', 'ltr', 'light, desktop'],
] as const satisfies readonly (readonly [LanguageCode, 'ltr' | 'rtl', string])[];

const SCREENSHOTS = process.env.LANGUAGE_SCREENSHOTS === '1';

/** The narrowest common phone: no screen may scroll sideways at this width (docs/accessibility.md). */
const NARROWEST_PHONE = { width: 360, height: 740 };

/**
 * What scrolls sideways on the loaded screen at 360 px (sidewaysOverflow), the width put back
 * afterwards. The screen's own code may re-render for a width (a media query read in a hook): two
 * frames pass before it is measured.
 */
async function overflowOnNarrowestPhone(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize(NARROWEST_PHONE);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  const culprits = await sidewaysOverflow(page);
  if (before) await page.setViewportSize(before);
  return culprits;
}

const pages = browserPages([], { keepPagesAcrossTests: true });
/** One page per role, signed in once, kept for its three languages. */
const pageOf = new Map<SeedViewer, Promise<Page>>();
/**
 * Per role, the routes that first led to each screen in the first language swept, and the screens.
 * Where a route sends a role does not depend on the language, so the next languages open only
 * these routes and must land on the same screens (checked): the 19 routes that send a visitor to
 * /login are loaded once, not once per language.
 */
const sweptBefore = new Map<SeedViewer, { routes: string[]; screens: string[] }>();

describe.each(Object.keys(SEED_VIEWERS) as SeedViewer[])('axe sweep as %s', (viewer) => {
  /** Each screen the sweep loaded in English and Arabic, and what scrolled sideways at 360 px. */
  const narrow = new Map<string, string[]>();
  it.each(LANGUAGES)(
    'every screen in %s (%s, %s): in the language, no serious or critical violation',
    // Every route, four ways: minutes on a shared two-core machine.
    { timeout: 900_000 },
    async (language, direction, ways) => {
      if (!pageOf.has(viewer)) pageOf.set(viewer, pageAs(pages, viewer, AXE_DESKTOP));
      const page = await pageOf.get(viewer)!;
      // Signed in (in English) first; from here on the browser has chosen the language. The context
      // keeps every language's script, and Playwright leaves their order undefined: the latest
      // language's number wins whatever order they run in.
      const turn = LANGUAGES.findIndex(([code]) => code === language);
      await page.context().addInitScript(
        ([chosen, number]) => {
          const won = window as Window & { sweptLanguageTurn?: number };
          if ((won.sweptLanguageTurn ?? -1) > number) return;
          won.sweptLanguageTurn = number;
          localStorage.setItem('language', chosen);
        },
        [language, turn] as const,
      );
      const checked = new Set<string>();
      const found: Record<string, string[]> = {};
      const before = { ...axeTime, changed: axeTime.changedInSecondScheme.length };
      let loadMs = 0;
      /** Routes that took over 3 s to settle, with their seconds: where the sweep's time goes. */
      const slow: string[] = [];
      const started = performance.now();
      const earlier = sweptBefore.get(viewer);
      const routes = earlier?.routes ?? ROUTES;
      const leading: string[] = [];
      for (const route of routes) {
        const loading = performance.now();
        await page.goto(`${appOrigin()}${route}`);
        await headed(page);
        // A route that sent this role to a screen already checked is done: its loading is not
        // waited for again (an admin's ten routes that land on the admin dashboard took ~10 s each).
        const redirected = checked.has(new URL(page.url()).pathname);
        if (!redirected) await spinnersGone(page);
        const took = performance.now() - loading;
        loadMs += took;
        if (took > 3_000) slow.push(`${route} ${(took / 1000).toFixed(1)} s`);
        const landed = new URL(page.url()).pathname;
        if (redirected || checked.has(landed)) continue;
        checked.add(landed);
        leading.push(route);
        const shown = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
        if (shown[0] !== language || shown[1] !== direction) found[`${landed} lang/dir`] = shown;
        const state = `${landed} as ${viewer} [${language}]`;
        let violations: string[];
        if (ways === 'every way') violations = await seriousViolationsEveryWay(page, state);
        else {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
          violations = (await seriousViolations(page)).map((v) => `${state} (desktop, light): ${v}`);
          await page.emulateMedia({ colorScheme: null });
        }
        if (violations.length) found[landed] = violations;
        // Measured here, judged by the role's own test below: no screen scrolls sideways on the
        // narrowest phone, in either direction of writing.
        if (ways === 'every way') narrow.set(`${landed} [${language}]`, await overflowOnNarrowestPhone(page));
        const screen = landed.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'landing';
        if (SCREENSHOTS) await screenshotEveryWay(page, `lang-${language}-${viewer}-${screen}`);
      }
      if (earlier) expect([...checked]).toEqual(earlier.screens);
      else sweptBefore.set(viewer, { routes: leading, screens: [...checked] });
      const combinations = ways === 'every way' ? 4 : 1;
      console.log(
        `axe sweep, ${language} as ${viewer}: ${checked.size} screens × ${combinations} (${[...checked].join(', ')})`,
      );
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const runs = axeTime.axeRuns - before.axeRuns;
      const axeMs = axeTime.axeMs - before.axeMs;
      console.log(
        `axe sweep time, ${language} as ${viewer}: ${s(performance.now() - started)} in all; loading ${routes.length} routes ${s(loadMs)}, ` +
          `axe ${s(axeMs)} (${runs} runs, ${axeTime.colourRuns - before.colourRuns} of them the colour rules only), ` +
          `width and scheme ${s(axeTime.switchMs - before.switchMs)}` +
          (slow.length ? `; slowest to settle: ${slow.join(', ')}` : ''),
      );
      const changed = axeTime.changedInSecondScheme.slice(before.changed);
      if (changed.length) console.log(`changed between the schemes (all rules run in both): ${changed.join('; ')}`);
      if (Object.keys(found).length) console.log(JSON.stringify(found, null, 2));
      expect(found).toEqual({});
    },
  );

  it('no screen is wider than a 360 px phone, in English and Arabic', () => {
    // The walk above measured every screen it loaded; a sweep stopped early measured fewer.
    const measured = [...narrow.keys()];
    const screens = sweptBefore.get(viewer)?.screens ?? [];
    expect(screens.length, 'the sweep walked the routes').toBeGreaterThan(0);
    expect(measured.sort()).toEqual(screens.flatMap((screen) => [`${screen} [ar]`, `${screen} [en]`]).sort());
    const wide = Object.fromEntries([...narrow].filter(([, culprits]) => culprits.length > 0));
    console.log(`at 360 px as ${viewer}: ${measured.length} screens measured`, wide);
    expect(wide).toEqual({});
  });
});
