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

/** `id (impact): targets` for each serious or critical violation. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: WCAG22_RULES }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function showScheme(page: Page, scheme: 'light' | 'dark' | null): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  // The app follows the system scheme through its colour-mode store (data-theme on <html>).
  if (scheme) await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
}

/** The violations in light and in dark (the page's scheme is put back to the system's). */
export async function seriousViolationsLightAndDark(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of AXE_SCHEMES) {
    await showScheme(page, scheme);
    found.push(...(await seriousViolations(page)).map((violation) => `${scheme}: ${violation}`));
  }
  await showScheme(page, null);
  return found;
}

/**
 * The page as it is, at the desktop and the phone width, light and dark:
 * `<state> (<viewport>, <scheme>): rule (impact): nodes` per violation. The viewport and the scheme
 * are put back afterwards. Switching size and scheme keeps the page (no reload), so a state that
 * took a minute to arrange (a poll's results, a dialog) is checked four ways for the cost of four
 * axe runs.
 */
export async function seriousViolationsEveryWay(page: Page, state: string): Promise<string[]> {
  const before = page.viewportSize();
  const found: string[] = [];
  for (const [name, viewport] of Object.entries(AXE_VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const scheme of AXE_SCHEMES) {
      await showScheme(page, scheme);
      found.push(...(await seriousViolations(page)).map((violation) => `${state} (${name}, ${scheme}): ${violation}`));
    }
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
