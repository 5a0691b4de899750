/**
 * /fixer in Chromium against the production build: an admin dry-runs the tally recount on a poll
 * whose tally is off by 3, sees the diff, runs the fixes, watches the progress bar finish, and the
 * poll's tally is right again. Screenshots: desktop and 390 px phone, light and dark.
 */
import { COLLECTIONS, REALTIME_MIRROR_UNAVAILABLE_HERE, type TallyShardDoc } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { screenshot } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { clientPool } from '../support/emulators/client.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { seedCountedPoll, tallies } from '../support/fixtures/counted-poll.js';
import { realtimeDatabaseEmulatorRunning } from '../support/emulators/stack.js';
import { paths } from '@/config/paths';

const clientFor = clientPool();
const { signedInPage } = browserPages();

/**
 * A counted poll whose first option's tally is `inflated` (a tally shard off), and /fixer open at
 * `viewport` with the tally recount's Dry run clicked for that poll.
 */
async function dryRunOnCorruptedPoll(
  votes: Record<string, number>,
  inflated: number,
  question: string,
  viewport: { width: number; height: number },
) {
  const admin = await clientFor(await createTestAccount('admin'));
  const { pollId, poll, optionIds } = await seedCountedPoll(admin, votes, question);
  const counts = Object.fromEntries(optionIds.map((id, i) => [id, Object.values(votes)[i]!]));
  await poll
    .collection(COLLECTIONS.tallyShards)
    .doc('7')
    .set({ counts: { ...counts, [optionIds[0]!]: inflated } } satisfies TallyShardDoc);
  const page = await signedInPage('admin', paths.fixer, { viewport });
  const recount = page.getByRole('article', { name: 'Recount poll tallies' });
  await recount.getByLabel('Poll id (empty: every poll)').fill(pollId);
  await recount.getByRole('button', { name: 'Dry run' }).click();
  return { page, recount, pollId, optionIds, report: page.getByTestId('job-report') };
}

describe('/fixer end to end', () => {
  it('dry run shows the diff of a corrupted poll, Run fixes it with a progress bar', async () => {
    const { page, recount, pollId, optionIds, report } = await dryRunOnCorruptedPoll(
      { Tram: 5, Bus: 3 },
      8,
      'Which line first?',
      DESKTOP,
    );
    const [tram, bus] = optionIds as [string, string];
    const progress = report.getByRole('progressbar', { name: 'Dry run progress' });
    await eventually(() => progress.getAttribute('aria-valuenow')).toBe('100');
    const row = report.getByRole('row', { name: /Tram/ });
    await eventually(() => row.textContent()).toMatch(/Tram\s*8\s*5/);
    await expect(report.getByRole('row').count()).resolves.toBe(2); // the heading row and one change
    await eventually(() => report.getByText('1 change to make').isVisible()).toBe(true);
    expect(await tallies(pollId, optionIds)).toEqual({ [tram]: 8, [bus]: 3 });
    await screenshot(page, 'fixer-dry-run-desktop-light');

    await report.getByRole('button', { name: 'Run these fixes' }).click();
    await eventually(() => report.getByRole('heading', { level: 2 }).textContent()).toMatch(
      /^Run: Recount poll tallies/,
    );
    await eventually(() =>
      report.getByRole('progressbar', { name: 'Run progress' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    await eventually(() => report.getByText('1 change made').isVisible()).toBe(true);
    await eventually(() => tallies(pollId, optionIds)).toEqual({ [tram]: 5, [bus]: 3 });
    await screenshot(page, 'fixer-run-desktop-light');

    // The run appears in the recent jobs, finished; a second run finds nothing.
    const history = page.getByRole('region', { name: 'Recent jobs' });
    await eventually(() =>
      history
        .getByRole('row', { name: /Recount poll tallies.*Run.*Finished/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await recount.getByRole('button', { name: 'Run', exact: true }).click();
    await eventually(() => report.getByText('Nothing to change: the data is consistent.').isVisible()).toBe(true);
    expect(await tallies(pollId, optionIds)).toEqual({ [tram]: 5, [bus]: 3 });

    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'fixer-desktop-dark');
    await page.setViewportSize(PHONE);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'fixer-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'fixer-phone-light');
  });

  it('at 390 px: the dry run takes the reader to its result, the diff keeps words whole, "Recent jobs" is said once', async () => {
    const { page, report } = await dryRunOnCorruptedPoll({ Schools: 4, Libraries: 2 }, 9, 'Fund what?', PHONE);
    await eventually(() => report.getByRole('row', { name: /Schools/ }).isVisible()).toBe(true);

    // The result is where the reader is: scrolled into view, focused and announced.
    await eventually(() =>
      report.evaluate((section) => {
        const { top, bottom } = section.getBoundingClientRect();
        return top < innerHeight && bottom > 0 && section.contains(document.activeElement);
      }),
    ).toBe(true);
    // One-word cells stay on one line (no "Scho/ols").
    const broken = await report.locator('td').evaluateAll((cells) =>
      cells
        .filter((cell) => /^\S+$/.test(cell.textContent ?? ''))
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect.soft(broken).toEqual([]);
    expect.soft(await page.getByText('Recent jobs', { exact: true }).count()).toBe(1);
    expect.soft(await page.getByRole('region', { name: 'Recent jobs' }).count()).toBe(1);
    await screenshot(page, 'fixer-dry-run-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'fixer-dry-run-phone-dark');
  });

  // Where the Realtime Database emulator runs (EMULATORS_MODE=download) the job starts instead.
  it.skipIf(realtimeDatabaseEmulatorRunning)(
    'the mirror job says before any click that it cannot run where no Realtime Database runs',
    async () => {
      const page = await signedInPage('admin', paths.fixer, { viewport: PHONE });
      const mirror = page.getByRole('article', { name: 'Rebuild the Realtime Database mirror' });
      await mirror.waitFor();
      expect(await mirror.textContent()).toMatch(/sets the copies that are missing or differ/);
      await eventually(() => mirror.getByRole('button', { name: 'Run', exact: true }).isDisabled()).toBe(true);
      expect(await mirror.getByRole('button', { name: 'Dry run' }).isDisabled()).toBe(true);
      expect(await mirror.textContent()).toContain(REALTIME_MIRROR_UNAVAILABLE_HERE);
      // The reason is the buttons' description, so a screen reader hears why they are disabled.
      const describedBy = await mirror
        .getByRole('button', { name: 'Run', exact: true })
        .getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(REALTIME_MIRROR_UNAVAILABLE_HERE);
      // Nothing started: no job report opened.
      expect(await page.getByTestId('job-report').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await mirror.scrollIntoViewIfNeeded();
      await screenshot(page, 'fixer-mirror-unavailable-phone-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'fixer-mirror-unavailable-phone-dark');
    },
  );
});
