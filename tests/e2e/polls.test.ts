/**
 * Polls in Chromium against the production build: an admin creates and opens a poll, a user
 * votes in a second browser context, and the admin's chart changes without a reload.
 */
import { describe, expect, it } from 'vitest';
import { seedData } from '../../emulators/seed.js';
import { COLLECTIONS } from '@civic/domain';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { logIn, screenshot } from '../support/browser/chromium.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

const { newPage, signedInPage } = browserPages();

describe('polls end to end', () => {
  it('admin creates and opens a poll; a user votes once; the admin chart updates live', async () => {
    const question = `Which square gets the new fountain? ${Date.now()}`;
    const admin = await signedInPage('admin', paths.admin.polls, { viewport: DESKTOP });
    await admin.getByRole('button', { name: 'New poll' }).click();

    // Field-level validation before anything reaches the server.
    await admin.getByRole('button', { name: 'Create poll' }).click();
    await eventually(() => admin.getByText('Question is required').isVisible()).toBe(true);
    await eventually(() => admin.getByText('Option text is required').first().isVisible()).toBe(true);
    await screenshot(admin, 'polls-admin-editor-errors');

    await admin.getByLabel('Question', { exact: true }).fill(question);
    await admin.getByLabel('Option 1', { exact: true }).fill('Market square');
    await admin.getByLabel('Option 2', { exact: true }).fill('Station square');
    await admin.getByRole('button', { name: 'Add option' }).click();
    await admin.getByLabel('Option 3', { exact: true }).fill('Cathedral square');
    await admin.getByRole('button', { name: 'Create poll' }).click();

    const row = admin.getByRole('article', { name: question });
    await eventually(() => row.getByText('Draft').isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Open now' }).click();
    await eventually(() => row.getByText('Open', { exact: true }).isVisible()).toBe(true);
    await eventually(() => row.getByTestId('poll-total').textContent()).toBe('0');

    const voter = await createTestAccount('user');
    const user = await signedInPage(voter, paths.user.dashboard, { viewport: PHONE });
    const ballot = user.getByRole('article', { name: question });
    await ballot.getByLabel('Station square').check();
    await ballot.getByRole('button', { name: 'Vote' }).click();
    await eventually(() => ballot.getByText('Your choice is locked').isVisible()).toBe(true);
    await expect(ballot.getByRole('button', { name: 'Vote' }).count()).resolves.toBe(0);
    await eventually(() => ballot.getByText('Station square (your vote)').isVisible()).toBe(true);
    // The voter's own results follow the tally live too (this poll's results are live).
    await eventually(() => ballot.getByText('1 vote in total').isVisible()).toBe(true);
    await screenshot(user, 'polls-user-voted');

    // The admin page was never reloaded: its listener moved the chart.
    await eventually(() => row.getByTestId('poll-total').textContent()).toBe('1');
    await eventually(() => row.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await screenshot(admin, 'polls-admin');

    // The choice survives a reload, still locked.
    await user.reload();
    await eventually(() =>
      user.getByRole('article', { name: question }).getByText('Your choice is locked').isVisible(),
    ).toBe(true);

    await user.context().close();
    await admin.context().close();
  });

  it('a voter whose dashboard was open before the poll opened sees results at once, and the poll leaves the open list when closed', async () => {
    const question = `Where should the night market go? ${Date.now()}`;
    const voter = await createTestAccount('user');
    const user = await signedInPage(voter, paths.user.dashboard, { viewport: PHONE });
    const openPolls = user.getByRole('region', { name: 'Open polls' });
    await openPolls.waitFor();

    const admin = await signedInPage('admin', paths.admin.polls, { viewport: DESKTOP });
    await admin.getByRole('button', { name: 'New poll' }).click();
    await admin.getByLabel('Question', { exact: true }).fill(question);
    await admin.getByLabel('Option 1', { exact: true }).fill('Harbour');
    await admin.getByLabel('Option 2', { exact: true }).fill('Old town');
    await admin.getByRole('button', { name: 'Create poll' }).click();
    const row = admin.getByRole('article', { name: question });
    await row.getByRole('button', { name: 'Open now' }).click();
    await eventually(() => row.getByText('Open', { exact: true }).isVisible()).toBe(true);

    // The poll arrives on the page that was already open; the vote shows the live results at once.
    const ballot = openPolls.getByRole('article', { name: question });
    await ballot.getByLabel('Harbour').check();
    await ballot.getByRole('button', { name: 'Vote' }).click();
    await eventually(() => ballot.getByText('Harbour (your vote)').isVisible()).toBe(true);
    await eventually(() => ballot.getByText('1 vote in total').isVisible()).toBe(true);

    // Closed by the admin: it leaves "Open polls" by itself and shows its final results as closed.
    await row.getByRole('button', { name: 'Close now' }).click();
    await eventually(() => openPolls.getByRole('article', { name: question }).count()).toBe(0);
    const closed = user.getByRole('region', { name: 'Closed polls' }).getByRole('article', { name: question });
    await eventually(() => closed.getByText('This poll is closed.').isVisible()).toBe(true);
    await eventually(() => closed.getByText('1 vote in total').isVisible()).toBe(true);
    await screenshot(user, 'polls-user-closed');

    await user.context().close();
    await admin.context().close();
  });

  it('an ad poll counts one impression per viewer and each sponsor click on the server; the admin sees the CTR', async () => {
    const question = `Which line should run all night? ${Date.now()}`;
    const sponsor = { name: `Night Bus ${Date.now() % 100_000}`, link: 'https://sponsor.example/night-bus' };
    const admin = await signedInPage('admin', paths.admin.adpolls, { viewport: DESKTOP });
    await admin.getByRole('button', { name: 'New ad poll' }).click();
    await admin.getByLabel('Question', { exact: true }).fill(question);
    await admin.getByLabel('Option 1', { exact: true }).fill('Line 4');
    await admin.getByLabel('Option 2', { exact: true }).fill('Line 9');
    await admin.getByLabel('Sponsor name').fill(sponsor.name);
    await admin.getByLabel('Logo image URL').fill('https://sponsor.example/logo.png');
    await admin.getByLabel('Sponsor link').fill(sponsor.link);
    await admin.getByRole('button', { name: 'Create ad poll' }).click();
    const row = admin.getByRole('article', { name: question });
    await row.getByRole('button', { name: 'Open now' }).click();
    await eventually(() => row.getByText('Open', { exact: true }).isVisible()).toBe(true);

    // The sponsor's site is outside this sandbox: answer it locally.
    const viewer = await createTestAccount('user');
    const user = await newPage({ viewport: PHONE });
    const userContext = user.context();
    await userContext.route('https://sponsor.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sponsor</title>' }),
    );
    await logIn(user, viewer);
    const ballot = user.getByRole('article', { name: question });
    await eventually(() => ballot.getByText(`Sponsored by ${sponsor.name}`).isVisible()).toBe(true);
    // Seeing it again (a reload) is still one impression.
    await user.reload();
    await eventually(() => ballot.isVisible()).toBe(true);
    const [sponsorTab] = await Promise.all([
      userContext.waitForEvent('page'),
      ballot.getByRole('button', { name: `Visit ${sponsor.name}` }).click(),
    ]);
    await sponsorTab.waitForURL(sponsor.link);

    // Citizens of other suites running now may see this ad poll on their dashboards too: each
    // viewer counts once, so the server's impressions are its distinct viewers, this one among them.
    const [pollDoc] = (await db.collection(COLLECTIONS.polls).where('question', '==', question).get()).docs;
    const impressions = pollDoc!.ref.collection(COLLECTIONS.impressions);
    // The page records the impression a moment after it shows the poll.
    await eventually(() =>
      impressions
        .doc(viewer.uid)
        .get()
        .then((d) => d.exists),
    ).toBe(true);
    const expectedCells = async () => {
      const seen = (await impressions.count().get()).data().count;
      return [String(seen), '1', `${(100 / seen).toFixed(1)}%`];
    };
    const counts = admin.getByRole('table', { name: 'Per ad poll' }).getByRole('row', { name: question });
    await eventually(async () => {
      await admin.getByRole('button', { name: 'Refresh counts' }).click();
      const shown = (await counts.getByRole('cell').allTextContents()).slice(2);
      return JSON.stringify(shown) === JSON.stringify(await expectedCells());
    }).toBe(true);
    const [seen, clicks, ctr] = await expectedCells();
    const bySponsor = admin.getByRole('table', { name: 'Per sponsor' }).getByRole('row', { name: sponsor.name });
    await expect(bySponsor.getByRole('cell').allTextContents()).resolves.toEqual([
      sponsor.name,
      '1',
      seen,
      clicks,
      ctr,
    ]);

    await userContext.close();
    await admin.context().close();
  });

  it('delete asks for confirmation and removes the poll', async () => {
    const admin = await signedInPage('admin', paths.admin.adpolls, { viewport: DESKTOP });
    await eventually(() => admin.getByRole('heading', { name: 'Impressions and clicks' }).isVisible()).toBe(true);
    await admin.getByText(/^Counted at /).waitFor();
    await admin.getByText('Loading results…').first().waitFor({ state: 'detached' });
    await screenshot(admin, 'polls-admin-adpolls');

    const row = admin.getByRole('article', { name: seedData.polls[1]!.question });
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete this ad poll?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => row.isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => row.count()).toBe(0);
    await admin.context().close();
  });
});
