/**
 * axe-core in Chromium: the serious and critical violations of the page as it is now, and of one
 * state in every combination issue 46 names (light and dark, desktop and phone, English and
 * Arabic). docs/accessibility.md.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { chooseLanguage, PHONE } from './e2e.js';

/** The desktop of issue 46's combinations (the e2e files' DESKTOP is taller). */
export const AXE_DESKTOP = { width: 1280, height: 800 };
export const AXE_VIEWPORTS = { desktop: AXE_DESKTOP, phone: PHONE } as const;
export const AXE_SCHEMES = ['light', 'dark'] as const;

/**
 * axe's default rules, plus the WCAG 2.2 AA rule it ships disabled (target size, 24 px): axe
 * 4.14 tags no other rule wcag22aa. Listed by id, not by tag, because a run restricted to tags
 * drops the default rules outside them.
 */
const WCAG22_RULES = { 'target-size': { enabled: true } };

/**
 * The default rules of axe whose result can depend on colours, read in axe-core 4.14's source:
 * `color-contrast` (text against what is behind it), `link-in-text-block` (a link's colour against
 * the text around it), and `th-has-data-cells`, which runs only on a data table, and axe takes a
 * table whose rows have different backgrounds for one. No other default rule reads a colour. The
 * dark theme changes colours only (global.css, checked by contrast.test.ts), so on the same DOM
 * at the same width the other rules find in dark exactly what they found in light.
 * docs/accessibility.md.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block', 'th-has-data-cells'];
/** The axe-core release COLOUR_RULES was read from; a unit test fails when axe-core changes. */
export const COLOUR_RULES_READ_IN = '4.14.1';

/**
 * Where a file's axe checks spend their time (milliseconds): inside axe (all rules, and the
 * colour rules only), and switching the width and the scheme. Printed by the sweep beside its
 * loading time, never asserted (docs/testing.md).
 */
export const axeTime = { axeRuns: 0, colourRuns: 0, axeMs: 0, switchMs: 0, changedInSecondScheme: [] as string[] };

/**
 * `id (impact): targets` for each serious or critical violation: of axe's default rules and
 * WCAG 2.2's, or of `only` these rules.
 */
export async function seriousViolations(page: Page, only?: readonly string[]): Promise<string[]> {
  const started = performance.now();
  // With no frame from another origin, axe runs in the page itself ("legacy mode", axe.run, which
  // reaches same-origin frames): the same rules on the same nodes, without the blank page the
  // other way opens per run to assemble the frames' results (about half a second each, measured:
  // docs/testing.md). A frame from elsewhere (a YouTube player) still takes the other way.
  const origin = new URL(page.url()).origin;
  const foreignFrame = page
    .frames()
    .some((frame) => !frame.url().startsWith('about:') && !frame.url().startsWith(`${origin}/`));
  // Only the violations are read. axe builds a selector for every node of every result, and the
  // passes hold most of a screen's nodes: `resultTypes` keeps one node of each other kind (axe-core's
  // API, "Performance"). A third of axe's time on the admin's screens (docs/testing.md, "Time").
  const builder = new AxeBuilder({ page })
    .setLegacyMode(!foreignFrame)
    .options({ resultTypes: ['violations'], ...(only ? {} : { rules: WCAG22_RULES }) });
  const results = await (only ? builder.withRules([...only]) : builder).analyze();
  axeTime.axeRuns += 1;
  if (only) axeTime.colourRuns += 1;
  axeTime.axeMs += performance.now() - started;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The document as markup, without the theme's mark on <html>: equal in light and dark if only the colours changed. */
const markup = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement.cloneNode(true) as HTMLElement;
    html.removeAttribute('data-theme');
    return html.outerHTML;
  });

async function showScheme(page: Page, scheme: 'light' | 'dark' | null): Promise<void> {
  const started = performance.now();
  await page.emulateMedia({ colorScheme: scheme });
  // The app follows the system scheme through its colour-mode store (data-theme on <html>).
  if (scheme) await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
  axeTime.switchMs += performance.now() - started;
}

/**
 * The violations in light and in dark, each prefixed by `where(scheme)`: all the rules in light;
 * in dark, the colour rules only if the document is the same (it may not be: a live screen moves
 * on, a toast names its theme), else all again (docs/accessibility.md).
 */
async function inBothSchemes(page: Page, where: (scheme: string) => string): Promise<string[]> {
  const found: string[] = [];
  let first: string | undefined;
  for (const scheme of AXE_SCHEMES) {
    await showScheme(page, scheme);
    const now = await markup(page);
    const rules = now === first ? COLOUR_RULES : undefined;
    if (first !== undefined && !rules) axeTime.changedInSecondScheme.push(where(scheme));
    first ??= now;
    found.push(...(await seriousViolations(page, rules)).map((violation) => `${where(scheme)}: ${violation}`));
  }
  return found;
}

/** The violations in light and in dark (the page's scheme is put back to the system's). */
export async function seriousViolationsLightAndDark(page: Page): Promise<string[]> {
  const found = await inBothSchemes(page, (scheme) => scheme);
  await showScheme(page, null);
  return found;
}

/**
 * The page as it is, at the desktop and the phone width, light and dark:
 * `<state> (<viewport>, <scheme>): rule (impact): nodes` per violation. The viewport and the scheme
 * are put back afterwards. Switching size and scheme keeps the page (no reload), so a state that
 * took a minute to arrange (a poll's results, a dialog) is checked four ways for the cost of two
 * axe runs and two of its colour rules (COLOUR_RULES).
 */
export async function seriousViolationsEveryWay(page: Page, state: string): Promise<string[]> {
  const before = page.viewportSize();
  const found: string[] = [];
  for (const [name, viewport] of Object.entries(AXE_VIEWPORTS)) {
    const started = performance.now();
    await page.setViewportSize(viewport);
    axeTime.switchMs += performance.now() - started;
    found.push(...(await inBothSchemes(page, (scheme) => `${state} (${name}, ${scheme})`)));
  }
  await showScheme(page, null);
  if (before) await page.setViewportSize(before);
  return found;
}

/**
 * A state in English and in Arabic, each every way (above). The language is chosen in the shell's
 * menu, as a person would (no reload: the state stays), and English is chosen again afterwards.
 * A state that blocks the shell (an open modal dialog) is checked in its current language only,
 * with seriousViolationsEveryWay.
 */
export async function seriousViolationsInEveryLanguage(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const language of ['en', 'ar'] as const) {
    await chooseLanguage(page, language);
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
    found.push(...(await seriousViolationsEveryWay(page, `${state} [${language}]`)));
  }
  // A signed-in person's choice may be kept with their account: the next test finds English.
  await chooseLanguage(page, 'en');
  return found;
}
