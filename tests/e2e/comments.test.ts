/**
 * Comments, moderation and reports in Chromium against the production build, on one live event:
 * a user posts and a second user sees it live; a blocked word (spelled with look-alikes) is held,
 * its author sees "held for review", the admin approves it from /Admin/comments and everyone sees
 * it; a question is upvoted once and put on the stream; the admin times a user out and their next post is refused with the server's message; a user
 * reports a comment, the admin resolves it in /Admin/reports and the reporter sees "Resolved".
 * Then a room on a pulse feed (an event sized for 5 000, docs/scale.md "The pulse feed"): posts
 * arrive by digest, the author's own at once, a hidden one leaves, a reload shows the same.
 * Screenshots: the feed (desktop light, phone dark), the moderation queue, reports.
 */
import { COLLECTIONS, COMMENT_LIMITS, FEED_PULSE_DOC, settingsForAudience, type FeedPulseDoc } from '@civic/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { clientPool } from '../support/emulators/client.js';
import { seriousViolationsEveryWay, seriousViolationsInEveryLanguage } from '../support/browser/axe.js';
import { appOrigin, screenshot } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { goLiveForTest, holdLiveSlot } from '../support/emulators/live-slot.js';
import { chooseLanguage, DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

holdLiveSlot();

const { signedInPage } = browserPages();
const clientFor = clientPool();
// Cold callables on a loaded machine: the first log-in may take long.
const loginTimeout = 90_000;

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A post in a page's feed, found by its words. */
const post = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function write(page: Page, text: string) {
  await page.getByLabel('Your comment').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
}

describe('comments, moderation and reports end to end', () => {
  it('post live, hold and approve a blocked word, time out, report and resolve', { timeout: 600_000 }, async () => {
    const run = Date.now();
    const title = `Council Q&A ${run}`;
    await goLiveForTest(title);
    const [alice, bob] = await Promise.all([createTestAccount('user'), createTestAccount('user')]);

    const a = await signedInPage(alice, paths.live, { viewport: DESKTOP, loginTimeout });
    await eventually(() => a.getByRole('heading', { name: title }).isVisible()).toBe(true);
    const b = await signedInPage(bob, paths.user.live, { viewport: PHONE, colorScheme: 'dark', loginTimeout });
    await eventually(() => b.getByRole('heading', { name: title }).isVisible()).toBe(true);

    // Alice posts (with a link); Bob's feed shows it without a reload, the link marked as user content.
    const hello = `Hello neighbours ${run}, agenda at https://example.org/agenda`;
    await write(a, hello);
    await eventually(() => post(b, `Hello neighbours ${run}`).isVisible(), 120_000).toBe(true);
    const link = post(b, `Hello neighbours ${run}`).getByRole('link', { name: 'https://example.org/agenda' });
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');

    // The admin keeps "scam" on the blocked-words list through the editor.
    const admin = await signedInPage('admin', paths.admin.comments, { viewport: DESKTOP, loginTimeout });
    const words = admin.getByLabel('Words and phrases, one per line');
    await eventually(() => words.isVisible()).toBe(true);
    await words.fill('scam\nswindle');
    await admin.getByRole('button', { name: 'Save blocked words' }).click();
    await eventually(() => admin.getByText('Blocked words saved.').isVisible(), 120_000).toBe(true);

    // Bob writes it with look-alike characters: held, he is told so, Alice does not see it.
    const held = `What a $c4m this budget is ${run}`;
    await write(b, held);
    await eventually(() => b.getByText('Your post is held for review.').isVisible(), 120_000).toBe(true);
    await eventually(() => post(b, held).getByText('Held for review').isVisible()).toBe(true);
    await screenshot(b, 'comments-feed-phone-dark');
    expect(await fitsWidth(b)).toBe(true);

    // The admin approves it from the held queue; Alice sees it live.
    const queued = post(admin, held);
    await eventually(() => queued.isVisible()).toBe(true);
    await screenshot(admin, 'comments-queue-desktop');
    await queued.getByRole('button', { name: 'Approve' }).click();
    await eventually(() => post(a, held).isVisible(), 120_000).toBe(true);
    expect(await post(a, held).getByText('Held for review').count()).toBe(0);

    // Bob asks a question; Alice sorts by votes and upvotes it once; the admin puts it on the stream.
    const question = `Will the bus lanes open before winter ${run}?`;
    // One post per 5 s per account: Bob's last post was moments ago (not a timing assertion).
    await b.waitForTimeout(COMMENT_LIMITS.rateLimitSeconds * 1000);
    await b.getByLabel('Ask as a question').check();
    await b.getByLabel('Your question').fill(question);
    await b.getByRole('button', { name: 'Post', exact: true }).click();
    await a.getByRole('combobox').filter({ hasText: 'All, newest first' }).selectOption('questions-by-votes');
    const asked = post(a, question);
    await eventually(() => asked.isVisible(), 120_000).toBe(true);
    await asked.getByRole('button', { name: /^Upvote/ }).click();
    await eventually(() => asked.getByRole('button', { name: 'Upvote 1 vote' }).isDisabled(), 120_000).toBe(true);
    await admin.goto(`${appOrigin()}${paths.admin.live}`);
    await post(admin, question).getByRole('button', { name: 'On stream' }).click();
    const onStream = a.getByRole('figure', { name: 'On the stream' });
    await eventually(() => onStream.textContent(), 120_000).toContain(question);
    await screenshot(a, 'comments-question-on-stream-desktop');
    expect(
      await seriousViolationsInEveryLanguage(a, '/live, the feed with posts and a question on the stream'),
    ).toEqual([]);
    await admin.goto(`${appOrigin()}${paths.admin.comments}`);

    // The admin times Alice out for a minute; her next post is refused with the server's message.
    await eventually(() => admin.getByRole('button', { name: 'Held', exact: true }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'All', exact: true }).click();
    const hellos = post(admin, `Hello neighbours ${run}`);
    await eventually(() => hellos.isVisible()).toBe(true);
    await hellos.getByRole('button', { name: 'Author…' }).click();
    await admin.getByLabel('Time out for').selectOption('60');
    await admin.getByRole('button', { name: 'Time out', exact: true }).click();
    await eventually(() => admin.getByText(/Timed out for .+ more/).isVisible(), 120_000).toBe(true);
    const refused = `Am I still here ${run}`;
    await write(a, refused);
    await eventually(
      () => a.getByRole('alert').filter({ hasText: 'You are timed out from commenting' }).isVisible(),
      120_000,
    ).toBe(true);
    expect(await a.getByLabel('Your comment').inputValue()).toBe(refused);
    await screenshot(a, 'comments-feed-desktop');

    // Bob reports Alice's comment from its menu. A dialog open over the room is a modal: the
    // language menu behind it is out of reach, so Arabic is chosen before the dialog opens; that
    // one is checked, then cancelled (Escape), and the report is written in English.
    const reported = post(b, `Hello neighbours ${run}`);
    await chooseLanguage(b, 'ar');
    await b.waitForFunction(() => document.documentElement.lang === 'ar');
    await reported.locator('summary').click();
    await reported.getByRole('button', { name: 'إبلاغ' }).click();
    const arabicDialog = b.getByRole('dialog', { name: 'الإبلاغ عن هذا التعليق' });
    await arabicDialog.getByLabel('ماذا حدث؟').fill(`روابط مزعجة ${run}`);
    expect(await seriousViolationsEveryWay(b, '/User/live, the report dialog open [ar]')).toEqual([]);
    await b.keyboard.press('Escape');
    await arabicDialog.waitFor({ state: 'detached' });
    await chooseLanguage(b, 'en');
    await b.waitForFunction(() => document.documentElement.lang === 'en');
    await reported.locator('summary').click();
    await reported.getByRole('button', { name: 'Report' }).click();
    const dialog = b.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByLabel('What happened?').fill(`Spamming links ${run}`);
    expect(await seriousViolationsEveryWay(b, '/User/live, the report dialog open [en]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await eventually(() => b.getByText('Thank you: your report was sent.', { exact: false }).isVisible(), 120_000).toBe(
      true,
    );

    // The public moderation summary: counts only.
    await b.getByRole('button', { name: 'Moderation summary' }).click();
    const summary = b.getByRole('region', { name: 'Moderation summary' });
    await eventually(() => summary.textContent(), 120_000).toMatch(/\d+ posts are visible/);
    expect(await summary.textContent()).not.toContain(run.toString());

    // The admin resolves it with a note; Bob's "My reports" says "Resolved".
    await admin.goto(`${appOrigin()}${paths.admin.reports}`);
    const report = admin.getByRole('listitem').filter({ hasText: `Spamming links ${run}` });
    await eventually(() => report.isVisible()).toBe(true);
    await screenshot(admin, 'reports-admin-desktop');
    await report.getByLabel('Note').fill('Checked: the link is the council agenda.');
    await report.getByRole('button', { name: 'Resolve' }).click();
    await eventually(() => admin.getByText('Report marked resolved.').isVisible(), 120_000).toBe(true);

    await b.goto(`${appOrigin()}${paths.user.profile}`);
    const mine = b
      .getByRole('region', { name: 'My reports' })
      .getByRole('listitem')
      .filter({ hasText: `Spamming links ${run}` });
    await eventually(() => mine.getByText('Resolved', { exact: true }).isVisible(), 120_000).toBe(true);
    await screenshot(b, 'reports-mine-phone-dark');
    expect(await fitsWidth(b)).toBe(true);

    // The moderation queue on a phone, dark.
    const phoneAdmin = await signedInPage('admin', paths.admin.comments, {
      viewport: PHONE,
      colorScheme: 'dark',
      loginTimeout,
    });
    await phoneAdmin.getByRole('button', { name: 'All', exact: true }).click();
    await eventually(() => post(phoneAdmin, held).isVisible()).toBe(true);
    await screenshot(phoneAdmin, 'comments-queue-phone-dark');
    expect(await fitsWidth(phoneAdmin)).toBe(true);
  });

  it(
    'a room on a pulse feed: a post reaches the others within the pulse, its author at once; a hidden one leaves; a reload shows the same',
    { timeout: 300_000 },
    async () => {
      const run = Date.now();
      const title = `Budget night on a pulse ${run}`;
      const eventId = await goLiveForTest(title);
      // The settings an audience of 5 000 chooses: the feed arrives on a pulse (docs/scale.md).
      const settings = settingsForAudience(5_000).event;
      expect(settings.feedMode).toBe('pulse');
      await db.collection(COLLECTIONS.events).doc(eventId).update({ expectedAudience: 5_000, audience: settings });
      const [carol, dan] = await Promise.all([createTestAccount('user'), createTestAccount('user')]);
      const c = await signedInPage(carol, paths.live, { viewport: DESKTOP, loginTimeout });
      const d = await signedInPage(dan, paths.user.live, { viewport: PHONE, loginTimeout });
      for (const page of [c, d])
        await eventually(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);

      // Carol's own post is on her screen at once (her own posts' listener); Dan's room gets it in a digest.
      const first = `First on the pulse ${run}`;
      await write(c, first);
      await eventually(() => post(c, first).isVisible()).toBe(true);
      await eventually(() => post(d, first).isVisible(), 60_000).toBe(true);
      // The event's feed is on a pulse: its digest has been published (`latest` holds only the posts
      // since the publication before it, so which post it carries now depends on timing).
      const digest = db.doc(`${COLLECTIONS.events}/${eventId}/${COLLECTIONS.stats}/${FEED_PULSE_DOC}`);
      await eventually(
        async () => ((await digest.get()).data() as FeedPulseDoc | undefined)?.latest.seq ?? 0,
      ).toBeGreaterThan(0);
      const second = `Second on the pulse ${run}`;
      await write(d, second);
      await eventually(() => post(c, second).isVisible(), 60_000).toBe(true);
      // Newest first, each once, in both rooms.
      for (const page of [c, d]) {
        await eventually(() =>
          page
            .getByRole('article')
            .filter({ hasText: `on the pulse ${run}` })
            .allTextContents()
            .then((all) => all.map((text) => (text.includes(second) ? 'second' : 'first'))),
        ).toEqual(['second', 'first']);
      }

      // The admin hides the first post: it leaves every room within the pulse.
      const [hidden] = (
        await db.collection(`${COLLECTIONS.events}/${eventId}/${COLLECTIONS.comments}`).where('text', '==', first).get()
      ).docs;
      const admin = await clientFor(await createTestAccount('admin'));
      await call(admin, 'moderateComment', { eventId, commentId: hidden!.id, action: 'hide', reason: 'off-topic' });
      await eventually(() => post(d, first).count(), 60_000).toBe(0);
      await eventually(() => post(c, first).count(), 60_000).toBe(0);

      // A reload reads the window again: the same posts as the pulse left the room with.
      await d.reload();
      await eventually(() => post(d, second).isVisible(), 60_000).toBe(true);
      expect(await post(d, first).count()).toBe(0);
      await screenshot(d, 'comments-pulse-phone');
      expect(await fitsWidth(d)).toBe(true);
    },
  );
});
