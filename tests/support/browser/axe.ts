/** axe-core in Chromium: the serious and critical violations of the page as it is now. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** `id (impact): targets` for each serious or critical violation (WCAG 2.1 A/AA and best practice). */
export async function seriousViolations(page: Page): Promise<string[]> {
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

/** The violations in light and in dark (the page's scheme is put back to the system's). */
export async function seriousViolationsLightAndDark(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app follows the system scheme through its colour-mode store (data-theme on <html>).
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
    found.push(...(await seriousViolations(page)).map((violation) => `${scheme}: ${violation}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}
