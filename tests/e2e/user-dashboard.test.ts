/**
 * /User/dashboard and /User/dashboardBackup in Chromium: the dashboard shows the user's last game
 * rank and open report (live), the light dashboard shows the same essentials read once, takes a
 * vote, and reads again on Refresh; the dashboard starts the browser's Intl in a worker the page's
 * security policy allows. Screenshots: desktop and 390 px phone, light and dark.
 */
import { COLLECTIONS, type GameDoc, type PlayerDoc, type ReportDoc } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { screenshot, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { clientPool } from '../support/emulators/client.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { seedCountedPoll } from '../support/fixtures/counted-poll.js';
import { paths } from '@/config/paths';

const clientFor = clientPool();
const { signedInPage } = browserPages();

/** A finished game in which `uid` placed second. */
async function seedFinishedGame(uid: string, title: string) {
  const game = db.collection(COLLECTIONS.games).doc();
  await game.set({
    title,
    setId: 'none',
    eventId: null,
    options: { speedPoints: true, streakBonus: true, closeEarly: false },
    phase: 'podium',
    step: 9,
    active: false,
    questionCount: 1,
    questionIndex: 0,
    question: null,
    questionShownAt: null,
    answersOpenAt: null,
    closesAt: null,
    answeringEndsAt: null,
    longestTimeFactor: 1,
    reveal: null,
    leaderboard: [],
    playersScored: 2,
    createdBy: 'seed-admin',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  } satisfies GameDoc);
  await game
    .collection(COLLECTIONS.players)
    .doc(uid)
    .set({
      displayName: 'Test user',
      joinedAt: Timestamp.now(),
      timeFactor: 1,
      extendedTimeRequested: false,
      score: 1200,
      streak: 1,
      rank: 2,
      scoredThrough: 0,
      lastResult: null,
    } satisfies PlayerDoc);
}

describe('user dashboards end to end', () => {
  it('the dashboard shows the last game rank and open reports; the light one reads once, votes and refreshes', async () => {
    const voter = await createTestAccount('user');
    const title = `Civics trivia ${Date.now()}`;
    await seedFinishedGame(voter.uid, title);
    await db.collection(COLLECTIONS.reports).add({
      reporterUid: voter.uid,
      reporterName: 'Test user',
      subject: 'stream',
      category: 'technical',
      text: 'The stream froze twice',
      status: 'open',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    } satisfies Partial<ReportDoc>);
    const { pollId } = await seedCountedPoll(
      await clientFor(await createTestAccount('admin')),
      { Library: 3, Pool: 1 },
      'What opens late?',
    );
    const question = (await db.collection(COLLECTIONS.polls).doc(pollId).get()).get('question') as string;

    const page = await signedInPage(voter, paths.user.dashboard, { viewport: DESKTOP });
    await eventually(() => page.getByTestId('last-game-rank').textContent()).toContain(`Rank #2 in “${title}”`);
    await eventually(() => page.getByText('The stream froze twice').isVisible()).toBe(true);
    await eventually(() => page.getByRole('article', { name: question }).isVisible()).toBe(true);
    await screenshot(page, 'user-dashboard-desktop-light');

    await page.getByRole('link', { name: 'light dashboard' }).click();
    await page.waitForURL(`**${paths.user.dashboardBackup}`);
    await eventually(() => page.getByTestId('last-game-rank').textContent()).toContain('Rank #2');
    const ballot = page.getByRole('article', { name: question });
    await ballot.getByLabel('Pool').check();
    await ballot.getByRole('button', { name: 'Vote' }).click();
    await eventually(() => ballot.getByText('Your choice is locked').isVisible()).toBe(true);
    // Results are read once after the vote and include it at once, counted by the server or not
    // (4 counted before): never 4, never 6.
    await ballot.getByText(/votes in total/).waitFor();
    expect(await ballot.getByText(/votes in total/).textContent()).toBe('5 votes in total');
    await screenshot(page, 'user-dashboard-backup-desktop-light');
    await eventually(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      const card = page.getByRole('article', { name: question });
      await card.getByText('Your choice is locked').waitFor({ timeout: 10_000 });
      return card.getByText('5 votes in total').isVisible();
    }).toBe(true);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'user-dashboard-backup-phone-dark');
    // A signed-in page starts the browser's Intl in a worker (docs/performance.md, "Intl started
    // off the main thread"): the hosting's security policy lets it run, and it ends once it has.
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        policyErrors.push(message.text());
    });
    const warmUpEnded = new Promise<string>((resolve) =>
      page.on('worker', (worker) => {
        if (worker.url().includes('intl-warm-up.worker')) worker.once('close', () => resolve(worker.url()));
      }),
    );
    await page.goto(page.url().replace('dashboardBackup', 'dashboard'));
    await eventually(() => page.getByTestId('last-game-rank').isVisible()).toBe(true);
    expect(await warmUpEnded).toMatch(/\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
    expect(policyErrors).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'user-dashboard-phone-dark');
  });

  it('the light dashboard lists a poll closed an hour ago under "Closed polls", not "Open polls"', async () => {
    const voter = await createTestAccount('user');
    const { pollId, poll } = await seedCountedPoll(
      await clientFor(await createTestAccount('admin')),
      { Tram: 2, Bus: 1 },
      'Which line closed early?',
    );
    await poll.update({ closesAt: Timestamp.fromMillis(Date.now() - 3_600_000) });
    const question = (await db.collection(COLLECTIONS.polls).doc(pollId).get()).get('question') as string;

    const page = await signedInPage(voter, paths.user.dashboardBackup, { viewport: DESKTOP });
    const closed = page.getByRole('region', { name: 'Closed polls' }).getByRole('article', { name: question });
    await eventually(() => closed.getByText('This poll is closed.').isVisible()).toBe(true);
    await expect(closed.getByText('3 votes in total').isVisible()).resolves.toBe(true);
    const open = page.getByRole('region', { name: 'Open polls' });
    await expect(open.getByRole('article', { name: question }).count()).resolves.toBe(0);
    await screenshot(page, 'user-dashboard-backup-closed-desktop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'user-dashboard-backup-closed-desktop-dark');
    await page.setViewportSize(PHONE);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'user-dashboard-backup-closed-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'user-dashboard-backup-closed-phone-light');
  });
});
