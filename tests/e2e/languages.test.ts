/**
 * A citizen's main path in Spanish and in Arabic (issue 32, docs/languages.md): log in, choose the
 * language, the live room, vote in a pushed poll, answer a word cloud, comment, and the
 * constitutional vote with a receipt check. Every word looked for is the catalog's own
 * (`say`, tests/support/browser/catalog-text.ts): the path fails if a screen shows English where
 * the catalog has the reader's language. What people wrote (titles, options, comments) stays as
 * written, isolated so it keeps its own direction inside an Arabic page.
 */
import type { LanguageCode } from '@civic/domain';
import { COLLECTIONS, COMMENT_LIMITS } from '@civic/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import { goLiveForTest, holdLiveSlot } from '../support/emulators/live-slot.js';
import { createOpenLiveQuestion, createOpenPoll } from '../support/fixtures/live-events.js';
import { appOrigin, screenshot, sidewaysOverflow } from '../support/browser/chromium.js';
import { say } from '../support/browser/catalog-text.js';
import { chooseLanguage, PHONE } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { eventually } from '../support/eventually.js';

holdLiveSlot();

const { newPage } = browserPages();
// Cold callables on a loaded machine: the first log-in and the first cast may take long.
const slow = 120_000;

let admin: TestClient;
beforeAll(async () => {
  admin = await testClient(await createTestAccount('admin'));
}, 120_000);
afterAll(async () => {
  await admin?.close();
});

/** An open ballot of two articles whose census is `voter` alone (through the admin's callables). */
async function openBallotFor(voter: TestAccount, title: string): Promise<string> {
  const { ballotId } = await call(admin, 'createBallot', {
    ballot: {
      title,
      introduction: '',
      articles: [
        { title: 'Name of the city', text: 'The city is called Civica.' },
        { title: 'Flag', text: 'The flag is green with a white river.' },
      ],
      opensAt: Date.now() - 60_000,
      closesAt: Date.now() + 3_600_000,
      censusMode: 'eligible',
      passRule: 'simple-majority',
    },
  });
  await call(admin, 'importCensusEmails', { ballotId, emails: [voter.email], apply: true });
  await call(admin, 'changeBallotStatus', { ballotId, action: 'open' });
  return ballotId;
}

const pushLive = (eventId: string, pollId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).update({ livePollId: pollId });

/** The page's `<html lang dir>`. */
const documentLanguage = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe.each([
  ['es', 'ltr'],
  ['ar', 'rtl'],
] as const)('a citizen in %s', (language: LanguageCode, direction) => {
  it(
    'logs in, votes in the live room, answers a word cloud, comments and casts a ballot with a receipt',
    { timeout: 600_000 },
    async () => {
      const run = Date.now();
      const title = `Town hall ${language} ${run}`;
      const eventId = await goLiveForTest(title);
      const citizen = await createTestAccount('user');

      // ---- log in, choosing the language on the log-in page -------------------------------------
      const page = await newPage({ viewport: PHONE });
      await page.goto(`${appOrigin()}${paths.login}`);
      await chooseLanguage(page, language);
      await eventually(() => documentLanguage(page)).toEqual([language, direction]);
      await page.getByLabel(say(language, 'Email')).fill(citizen.email);
      await page.getByLabel(say(language, 'Password'), { exact: true }).fill(citizen.password);
      await page.getByRole('button', { name: say(language, 'Log in') }).click();
      await page.waitForURL(`**${paths.user.dashboard}`, { timeout: slow });
      // Chosen before signing in, the language is saved on the account at sign-in: it follows the
      // citizen to every device.
      await eventually(
        async () => (await db.collection(COLLECTIONS.users).doc(citizen.uid).get()).get('language') as unknown,
        slow,
      ).toBe(language);

      // ---- the live room: a pushed poll -----------------------------------------------------------
      await page.goto(`${appOrigin()}${paths.live}`);
      await eventually(() => page.getByRole('heading', { name: title }).isVisible(), slow).toBe(true);
      expect(await documentLanguage(page)).toEqual([language, direction]);
      const question = `Which square gets the fountain? ${run}`;
      const pollId = await createOpenPoll(question, ['Market square', 'Station square']);
      await pushLive(eventId, pollId);
      const ballot = page.getByRole('article', { name: question });
      await eventually(() => ballot.isVisible(), slow).toBe(true);
      await ballot.getByLabel('Station square').check();
      await ballot.getByRole('button', { name: say(language, 'Vote') }).click();
      await eventually(() => ballot.textContent(), slow).toContain(
        say(language, 'You voted <0><1>{label}</1></0>. Your choice is locked.', { label: 'Station square' }),
      );
      // The option, written in English by the admin, keeps its own direction inside the sentence.
      expect(await ballot.locator('bdi', { hasText: 'Station square' }).count()).toBeGreaterThan(0);
      await screenshot(page, `languages-${language}-poll-phone`);

      // ---- a word cloud ---------------------------------------------------------------------------
      const cloud = `One word for the park ${run}`;
      const cloudId = await createOpenLiveQuestion(cloud, { kind: 'wordCloud', maxEntries: 1 });
      await pushLive(eventId, cloudId);
      const answer = page.getByRole('article', { name: cloud });
      await eventually(() => answer.isVisible(), slow).toBe(true);
      await answer.getByRole('textbox').first().fill('trees');
      await answer.getByRole('button', { name: say(language, 'Send answer') }).click();
      await eventually(() => answer.textContent(), slow).toContain(
        say(language, 'You answered <0><1>{words}</1></0>. Your answer is locked.', { words: 'trees' }),
      );

      // ---- a comment, written in the reader's language, shown as written ----------------------------
      // An answer shown to others counts toward the one-post-per-5-s limit of comments
      // (submitLiveResponse): the answer was moments ago (not a timing assertion).
      await page.waitForTimeout(COMMENT_LIMITS.rateLimitSeconds * 1000);
      const comment = language === 'ar' ? `متى تفتح الحديقة؟ ${run}` : `¿Cuándo abre el parque? ${run}`;
      await page.getByLabel(say(language, 'Your comment')).fill(comment);
      await page.getByRole('button', { name: say(language, 'Post'), exact: true }).click();
      const posted = page.getByRole('article').filter({ hasText: comment });
      await eventually(() => posted.isVisible(), slow).toBe(true);
      expect(await posted.locator('[dir="auto"]', { hasText: comment }).count()).toBeGreaterThan(0);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await screenshot(page, `languages-${language}-room-phone`);

      // ---- the constitutional vote, with a receipt check ------------------------------------------
      const ballotTitle = `Charter ${language} ${run}`;
      const ballotId = await openBallotFor(citizen, ballotTitle);
      try {
        await page.goto(`${appOrigin()}${paths.user.constitutionalVote}`);
        const form = page.getByRole('form', { name: say(language, 'Ballot') });
        await eventually(() => form.isVisible(), slow).toBe(true);
        const articles = form.getByRole('group');
        await expect(articles.count()).resolves.toBe(2);
        await articles.nth(0).getByLabel(say(language, 'Yes'), { exact: true }).check();
        await articles.nth(1).getByLabel(say(language, 'Abstain'), { exact: true }).check();
        await form.getByRole('button', { name: say(language, 'Review my answers') }).click();
        const review = page.getByRole('region', { name: say(language, 'Review your answers') });
        await review.getByRole('button', { name: say(language, 'Cast my ballot') }).click();
        const receiptCode = page.getByTestId('receipt-code');
        await eventually(() => receiptCode.isVisible(), slow).toBe(true);
        expect((await receiptCode.textContent())!.trim()).toMatch(/^[0-9a-f]{32}$/);
        const check = page.getByRole('form', { name: say(language, 'Check a receipt') });
        await check.getByRole('button', { name: say(language, 'Check receipt') }).click();
        await eventually(
          () =>
            check.getByText(say(language, 'Included: a ballot with this receipt is in the ballot box.')).isVisible(),
          slow,
        ).toBe(true);
        expect(await documentLanguage(page)).toEqual([language, direction]);
        expect(await sidewaysOverflow(page)).toEqual([]);
        await screenshot(page, `languages-${language}-receipt-phone`);
        // After a reload the receipt card still names the text read: this language's, with the
        // SHA-256 the published record lists (kept in this browser with the receipt).
        const version = await page.getByTestId('receipt-version').textContent();
        expect(version).toMatch(/[0-9a-f]{64}/);
        await page.reload();
        await eventually(() => page.getByTestId('receipt-version').textContent(), slow).toBe(version);
      } finally {
        // No ballot left open for the files that run after this one.
        await call(admin, 'changeBallotStatus', { ballotId, action: 'close' });
      }
      await page.context().close();
    },
  );
});
