/**
 * The constitutional vote in Chromium against the production build: an admin creates a
 * 3-article ballot with a CSV census and opens it; an eligible user votes on a phone, gets a
 * receipt and checks it is included; an ineligible user is turned away with the reason; the admin
 * closes and publishes; the voter sees the results and finds their receipt in the downloaded
 * record, whose fingerprint the page checks.
 */
import { recordDigestInput, type PublishedRecord } from '@civic/domain';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { seriousViolationsInEveryLanguage } from '../support/browser/axe.js';
import { appOrigin, logIn, screenshot, sidewaysOverflow } from '../support/browser/chromium.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

const ARTICLES = [
  { title: 'Name of the city', text: 'The city is called Civica.' },
  { title: 'Flag', text: 'The flag is green with a white river.' },
  // Long enough to take two lines on a phone.
  {
    title: 'Term of the council and the rules for calling an early election',
    text: 'The council sits for four years.',
  },
];

const { newPage, signedInPage } = browserPages();

describe('constitutional vote end to end', () => {
  it(
    'CSV census, open, vote once with a receipt, turn away the ineligible, close, publish, verify',
    { timeout: 300_000 },
    async () => {
      const title = `Charter of Civica ${Date.now()}`;
      const [voter, outsider] = await Promise.all([createTestAccount('user'), createTestAccount('user')]);

      // ---- the admin prepares the ballot ----------------------------------------------------
      const admin = await signedInPage('admin', paths.admin.polls, { viewport: DESKTOP });
      const section = admin.getByRole('region', { name: 'Constitutional vote' });
      await section.getByRole('button', { name: 'New ballot' }).click();
      const editor = section.getByRole('form', { name: 'New ballot' });
      await editor.getByRole('button', { name: 'Create ballot' }).click();
      await eventually(() => editor.getByText('Title is required', { exact: true }).isVisible()).toBe(true);
      await editor.getByLabel('Ballot title', { exact: true }).fill(title);
      await editor
        .getByLabel('Introduction (optional)', { exact: true })
        .fill('Three articles of the new city charter.');
      for (const [index, article] of ARTICLES.entries()) {
        if (index > 0) await editor.getByRole('button', { name: 'Add article' }).click();
        await editor.getByLabel(`Article ${index + 1} title`, { exact: true }).fill(article.title);
        await editor.getByLabel(`Article ${index + 1} text`, { exact: true }).fill(article.text);
      }
      await editor.getByRole('button', { name: 'Create ballot' }).click();

      const row = section.getByRole('article', { name: title });
      await eventually(() => row.getByText('Draft').isVisible()).toBe(true);
      await row.getByLabel('Census CSV (emails)').setInputFiles({
        name: 'census.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`email\n${voter.email}\nnobody@nowhere.test\n`),
      });
      const preview = row.getByRole('region', { name: 'Census from a CSV file' });
      await eventually(() => preview.getByText('1 to mark eligible, 1 unknown').isVisible()).toBe(true);
      await screenshot(admin, 'constitutional-admin-census-preview');
      await preview.getByRole('button', { name: 'Mark 1 eligible' }).click();
      await eventually(() => preview.getByRole('button', { name: 'Nothing to apply' }).isVisible()).toBe(true);

      await row.getByRole('button', { name: 'Open ballot' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Open ballot' }).click();
      await eventually(() => row.getByText('Voting open').isVisible()).toBe(true);
      await eventually(() => row.getByTestId('turnout').textContent()).toBe('0');

      // ---- the eligible voter, on a phone ------------------------------------------------------
      const page = await newPage({ viewport: PHONE, acceptDownloads: true });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin() });
      await logIn(page, voter);
      const card = page.getByRole('region', { name: 'Constitutional vote' });
      await eventually(() => card.getByText('you are on the list of eligible voters').isVisible()).toBe(true);
      await card.getByRole('link', { name: 'Cast your ballot' }).click();
      await page.waitForURL(`**${paths.user.constitutionalVote}`);
      const ballot = page.getByRole('form', { name: 'Ballot' });
      await eventually(() => ballot.getByRole('group', { name: /Article 1/ }).isVisible()).toBe(true);

      // No blanks: reviewing with an unanswered article is refused, with the reason.
      await ballot
        .getByRole('group', { name: /Article 1/ })
        .getByLabel('Yes')
        .check();
      await ballot.getByRole('button', { name: 'Review my answers' }).click();
      await eventually(() => ballot.getByText('2 articles have no answer yet').isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toEqual([]);
      // A two-line article heading sits inside its card, not across the card's top border.
      const longArticle = ballot.getByRole('group', { name: /Article 3/ });
      const [fieldsetTop, legendBox] = await longArticle.evaluate((fieldset) => [
        fieldset.getBoundingClientRect().top + parseFloat(getComputedStyle(fieldset).borderTopWidth),
        fieldset.querySelector('legend')!.getBoundingClientRect(),
      ]);
      expect.soft(legendBox.height).toBeGreaterThan(30); // two lines at 390 px
      expect.soft(legendBox.top).toBeGreaterThanOrEqual(fieldsetTop);
      await screenshot(page, 'constitutional-ballot-phone');
      // In English and Arabic, chosen in the shell's menu: the answers given and the refusal stay.
      expect(await seriousViolationsInEveryLanguage(page, 'the ballot open, two articles unanswered')).toEqual([]);
      await expect(ballot.getByText('2 articles have no answer yet').isVisible()).resolves.toBe(true);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'constitutional-ballot-desktop');
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'constitutional-ballot-desktop-dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(PHONE);

      await ballot
        .getByRole('group', { name: /Article 2/ })
        .getByLabel('No')
        .check();
      await ballot
        .getByRole('group', { name: /Article 3/ })
        .getByLabel('Abstain')
        .check();
      await ballot.getByRole('button', { name: 'Review my answers' }).click();
      const review = page.getByRole('region', { name: 'Review your answers' });
      await expect(review.getByRole('listitem').allTextContents()).resolves.toEqual([
        `${ARTICLES[0]!.title}Yes`,
        `${ARTICLES[1]!.title}No`,
        `${ARTICLES[2]!.title}Abstain`,
      ]);
      await screenshot(page, 'constitutional-review-phone');
      await review.getByRole('button', { name: 'Cast my ballot' }).click();

      const receiptCode = page.getByTestId('receipt-code');
      await eventually(() => receiptCode.isVisible()).toBe(true);
      const receipt = (await receiptCode.textContent())!.trim();
      expect(receipt).toMatch(/^[0-9a-f]{32}$/);
      // The receipt leaves with the voter: downloaded as a text file that says what it proves, and copied.
      const [receiptFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download receipt' }).click(),
      ]);
      expect(receiptFile.suggestedFilename()).toBe(`receipt-${receipt.slice(0, 8)}.txt`);
      const saved = readFileSync((await receiptFile.path())!, 'utf8');
      expect(saved).toContain(`Receipt: ${receipt}`);
      expect(saved).toContain('It proves your ballot is included, not how you voted.');
      await page.getByRole('button', { name: 'Copy receipt' }).click();
      await eventually(() => page.getByText('Receipt copied.').isVisible()).toBe(true);
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(receipt);
      await eventually(() => page.getByTestId('voter-status').textContent()).toContain('You have voted');
      await expect(page.getByRole('form', { name: 'Ballot' }).count()).resolves.toBe(0);
      await eventually(() => page.getByText('What it does not prove:').isVisible()).toBe(true);
      const check = page.getByRole('form', { name: 'Check a receipt' });
      await check.getByRole('button', { name: 'Check receipt' }).click();
      await eventually(() =>
        check.getByText('Included: a ballot with this receipt is in the ballot box.').isVisible(),
      ).toBe(true);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await screenshot(page, 'constitutional-receipt-phone');

      // After a reload: still the receipt and status, never the form again.
      await page.reload();
      await eventually(() => page.getByTestId('voter-status').textContent()).toContain('You have voted');
      await expect(page.getByRole('form', { name: 'Ballot' }).count()).resolves.toBe(0);
      await expect(receiptCode.textContent()).resolves.toBe(receipt);

      // ---- an ineligible user is turned away, with the reason ----------------------------------
      const outsiderPage = await signedInPage(outsider, paths.user.dashboard, { viewport: PHONE });
      // Told by the open ballot's title (issue 31), on the dashboard card and when turned away.
      const reason = `A constitutional vote is open: “${title}”. You are not on its list of eligible voters.`;
      await eventually(() =>
        outsiderPage.getByRole('region', { name: 'Constitutional vote' }).getByText(reason).isVisible(),
      ).toBe(true);
      await outsiderPage.goto(`${appOrigin()}${paths.user.constitutionalVote}`);
      await outsiderPage.waitForURL(`**${paths.user.dashboard}`);
      await eventually(() => outsiderPage.getByRole('alert').filter({ hasText: reason }).count()).toBe(1);
      await outsiderPage.context().close();

      // ---- the admin saw the turnout move live, then closes and publishes ----------------------
      await eventually(() => row.getByTestId('turnout').textContent()).toBe('1');
      await screenshot(admin, 'constitutional-admin-open');
      await row.getByRole('button', { name: 'Close now' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Close now' }).click();
      await eventually(() => row.getByText('Closed', { exact: true }).isVisible()).toBe(true);
      await row.getByRole('button', { name: 'Publish results' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Publish results' }).click();
      await eventually(() => row.getByText('Published', { exact: true }).isVisible()).toBe(true);
      await eventually(() => row.locator('.chart__bar').count()).toBeGreaterThan(0);
      await screenshot(admin, 'constitutional-admin-published');
      // The turnout tile shows the published ballot's final turnout, not "No constitutional vote is open".
      await admin.goto(`${appOrigin()}${paths.admin.dashboard}`);
      const turnoutTile = admin.getByRole('article', { name: 'Constitutional-vote turnout' });
      await eventually(() => turnoutTile.getAttribute('aria-busy')).toBe('false');
      expect.soft(await turnoutTile.textContent()).not.toContain('No constitutional vote is open');
      expect.soft(await turnoutTile.getByTestId('kpi-constitutional-vote-turnout').textContent()).toMatch(/%$/);
      await screenshot(admin, 'constitutional-admin-dashboard-published');
      await admin.context().close();

      // ---- the voter sees the results (live) and finds their receipt in the record --------------
      await eventually(() => page.getByRole('heading', { name: 'Results' }).isVisible()).toBe(true);
      await eventually(() => page.locator('.chart__bar').count()).toBeGreaterThan(0);
      await eventually(() => page.getByRole('heading', { name: /Article 1: Name of the city/ }).isVisible()).toBe(true);
      // Results come first once published, above the receipt card.
      const resultsTop = (await page.getByRole('heading', { name: 'Results' }).boundingBox())!.y;
      const receiptTop = (await page.getByRole('heading', { name: 'Your receipt' }).boundingBox())!.y;
      expect.soft(resultsTop).toBeLessThan(receiptTop);
      // The share axis starts at 0 %.
      const ticks = page.locator('.result-article').first().locator('.chart__tick');
      expect.soft((await ticks.allTextContents())[0]).toBe('0%');
      // The legend reads in the ballot's own order, not alphabetically.
      const legend = page.locator('.result-article').first().locator('.chart__legend-item');
      expect(await legend.allTextContents()).toEqual(['Yes', 'No', 'Abstain']);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download the record' }).click(),
      ]);
      const record = JSON.parse(readFileSync((await download.path())!, 'utf8')) as PublishedRecord;
      expect(record.receipts).toContain(receipt);
      expect(record.articles.map(({ yes, no, abstain }) => [yes, no, abstain])).toEqual([
        [1, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ]);
      expect(createHash('sha256').update(recordDigestInput(record)).digest('hex')).toBe(record.fingerprint);
      await eventually(() => page.getByText('Fingerprint checked in your browser').isVisible()).toBe(true);
      // One control checks a receipt, under one name.
      expect.soft(await page.getByRole('button', { name: 'Find in the record' }).count()).toBe(0);
      const checkOnce = page.getByRole('form', { name: 'Check a receipt' });
      expect(await checkOnce.count()).toBe(1);
      await checkOnce.getByRole('button', { name: 'Check receipt' }).click();
      await eventually(() => page.getByText(`Found: receipt ${receipt} is number`).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await screenshot(page, 'constitutional-results-phone');
      expect(await seriousViolationsInEveryLanguage(page, 'the ballot after publication')).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'constitutional-results-desktop-dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await screenshot(page, 'constitutional-results-desktop-light');
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'constitutional-results-phone-dark');

      // The dashboard still tells the voter they voted after publication.
      await page.goto(`${appOrigin()}${paths.user.dashboard}`);
      const voteCard = page.getByRole('region', { name: 'Constitutional vote' });
      await eventually(() => voteCard.getByText('are published', { exact: false }).isVisible()).toBe(true);
      expect.soft(await voteCard.textContent()).toContain('You voted');
      await screenshot(page, 'constitutional-dashboard-published-phone-dark');
      await page.context().close();
    },
  );
});
