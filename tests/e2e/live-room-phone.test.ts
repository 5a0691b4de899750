/**
 * The live room and the control room on a 390 px phone (issue 20, "Menus" and "Control room at
 * 390 px"): a post's ⋯ menu opens without covering "Report a problem" and closes once the report
 * is sent; a post the admin hides stays in the control room's feed, marked "Hidden" in words, with
 * Restore, while citizens no longer see it; the page header fits two rows, the live poll's
 * chart keeps most of its width for the bars, the viewers sparkline has a visible label and a text
 * alternative with the current and peak numbers, and each reaction total is named. With a long
 * feed (issue 31) the room fits the window at 1280×800, 390×844 and 844×390: the page does not
 * grow with the feed, the video stays in view, and a reader scrolled down the feed keeps their
 * place as posts arrive, with an "N new posts" button.
 * Screenshots: phone light and dark, desktop, and the long feed at the three sizes.
 */
import { COLLECTIONS } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { seriousViolationsInEveryLanguage } from '../support/browser/axe.js';
import {
  appOrigin,
  screenshot,
  SCREENSHOTS,
  screenshotsWanted,
  sidewaysOverflow,
} from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { createOpenPoll } from '../support/fixtures/live-events.js';
import { goLiveForTest, holdLiveSlot } from '../support/emulators/live-slot.js';
import { callAs } from '../support/emulators/voters.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

holdLiveSlot();

const { signedInPage } = browserPages();
const loginTimeout = 90_000;

const post = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the live room and the control room at 390 px', () => {
  it(
    'menus close after an action and cover nothing; hidden posts stay in the control room with Restore',
    {
      timeout: 600_000,
    },
    async () => {
      const run = Date.now();
      const title = `Phone town hall ${run}`;
      const eventId = await goLiveForTest(title);
      const [alice, carol, bob] = await Promise.all([
        createTestAccount('user'),
        createTestAccount('user'),
        createTestAccount('user'),
      ]);
      const first = `Bus stop moved ${run}`;
      const second = `Off-topic remark ${run}`;
      expect((await callAs(alice.uid, 'postComment', { eventId, text: first, kind: 'comment' })).ok).toBe(true);
      expect((await callAs(carol.uid, 'postComment', { eventId, text: second, kind: 'comment' })).ok).toBe(true);

      // Bob, on a phone: the last post's menu opens without covering "Report a problem".
      const b = await signedInPage(bob, paths.user.live, { viewport: PHONE, loginTimeout });
      const last = post(b, first);
      await eventually(() => last.isVisible(), 120_000).toBe(true);
      await last.locator('summary').click();
      const items = last.locator('.comment__menu-items');
      await items.waitFor();
      const reportProblem = b.getByRole('button', { name: 'Report a problem' });
      await reportProblem.scrollIntoViewIfNeeded();
      expect
        .soft(overlaps(await box(items), await box(reportProblem)), 'the menu covers "Report a problem"')
        .toBe(false);
      await screenshot(b, 'live-room-menu-open-phone-light');

      // Reporting from the menu closes it.
      await items.getByRole('button', { name: 'Report' }).click();
      const dialog = b.getByRole('dialog', { name: 'Report this comment' });
      await dialog.getByLabel('What happened?').fill(`Wrong stop ${run}`);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await eventually(() => dialog.isVisible(), 120_000).toBe(false);
      expect.soft(await last.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);

      // The admin's control room on the same phone, with a poll live.
      const admin = await signedInPage('admin', paths.admin.dashboard, { viewport: PHONE, loginTimeout });
      const pollId = await createOpenPoll(`Where should the new bus stop go ${run}?`, [
        'Outside the Schools',
        'By the Library',
      ]);
      await db.collection(COLLECTIONS.events).doc(eventId).update({ livePollId: pollId });
      await admin.goto(`${appOrigin()}${paths.admin.live}`);
      await eventually(() => post(admin, second).isVisible(), 120_000).toBe(true);
      // The header fits in two rows; the poll chart keeps room for its bars.
      const bar = admin.getByRole('region', { name: 'Live event' });
      await eventually(() => admin.locator('.poll-chart svg').first().isVisible(), 120_000).toBe(true);
      const heights = {
        banner: (await box(admin.getByRole('banner'))).height,
        bar: (await box(bar)).height,
      };
      const chart = await admin
        .locator('.poll-chart')
        .first()
        .evaluate((figure) => {
          const grid = figure.querySelector('.chart__plot')?.getBoundingClientRect();
          return { chart: figure.getBoundingClientRect().width, plot: grid?.width ?? 0 };
        });
      console.log('control room at 390 px', heights, chart);
      await screenshot(admin, 'control-room-phone-before-hiding');
      // The page's header is two rows: the brand and Menu, then Profile, the name and Log out. The
      // language and theme menus are in the Menu drawer on a phone (app-shell.tsx), so they never
      // push Log out to a third row; both are there, labelled.
      const banner = admin.getByRole('banner');
      const brand = await box(banner.getByRole('link', { name: 'Civic Live' }));
      const profile = await box(banner.getByRole('link', { name: 'Profile' }));
      const logOut = await box(banner.getByRole('button', { name: 'Log out' }));
      expect.soft(profile.y, 'Profile sits on the row under the brand').toBeGreaterThan(brand.y + brand.height / 2);
      expect.soft(Math.abs(logOut.y - profile.y), 'Log out wraps to a third row').toBeLessThanOrEqual(16);
      expect.soft(heights.banner, 'the header is more than two rows tall').toBeLessThanOrEqual(2 * 56 + 24);
      await admin.getByRole('button', { name: 'Menu' }).click();
      const drawer = admin.getByRole('navigation', { name: 'Admin navigation' });
      expect.soft(await drawer.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(true);
      expect.soft(await drawer.getByRole('combobox', { name: 'Theme' }).isVisible()).toBe(true);
      await screenshot(admin, 'control-room-phone-menu-open');
      await admin.getByRole('button', { name: 'Menu' }).click();
      expect.soft(chart.plot / chart.chart).toBeGreaterThanOrEqual(0.5);

      // The sparkline says what it is and what it shows, in words; reaction totals have names.
      const spark = admin.getByRole('figure', { name: /Viewers over the last 30 minutes/ });
      expect.soft(await spark.textContent()).toMatch(/now \d+.*peak \d+/i);
      expect.soft(await admin.getByText('Viewers, last 30 minutes').isVisible()).toBe(true);
      const totals = admin.getByRole('list', { name: 'Reaction totals' }).getByRole('listitem');
      expect.soft((await totals.first().textContent())?.replace(/\s+/g, ' ').trim()).toMatch(/^👏 Applause: \d+$/);
      expect.soft(await sidewaysOverflow(admin)).toEqual([]);

      // The admin hides Carol's post from the control room: it stays there, marked, with Restore.
      const hidden = post(admin, second);
      await eventually(() => hidden.isVisible(), 120_000).toBe(true);
      await hidden.getByRole('button', { name: 'Hide' }).click();
      const hide = admin.getByRole('dialog', { name: 'Hide this post?' });
      await hide.getByRole('button', { name: 'Hide' }).click();
      await eventually(() => b.getByText(second).count(), 120_000).toBe(0);
      await eventually(() => hidden.getByRole('button', { name: 'Restore' }).isVisible()).toBe(true);
      expect(await hidden.getByText('Hidden', { exact: true }).isVisible()).toBe(true);

      await screenshot(admin, 'control-room-phone-light');
      await admin.emulateMedia({ colorScheme: 'dark' });
      await screenshot(admin, 'control-room-phone-dark');
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, 'control-room-desktop-dark');
      await admin.emulateMedia({ colorScheme: 'light' });
      await screenshot(admin, 'control-room-desktop-light');

      // Restore brings it back for everyone.
      await hidden.getByRole('button', { name: 'Restore' }).click();
      await eventually(() => post(b, second).isVisible(), 120_000).toBe(true);
      await b.emulateMedia({ colorScheme: 'dark' });
      await screenshot(b, 'live-room-phone-dark');

      // ---- The room fits the window with a long feed (issue 31) ------------------------------
      // The feed once made the page about 6 000 px tall on a phone, and the video scrolled away.
      await seedPosts(eventId, run, 0, LONG_FEED);
      const newest = (n: number) => `Long feed post ${n} ${run}`;
      await eventually(() => post(b, newest(LONG_FEED - 1)).isVisible(), 120_000).toBe(true);
      for (const [size, viewport] of Object.entries(ROOM_SIZES)) {
        await b.setViewportSize(viewport);
        for (const scheme of ['light', 'dark'] as const) {
          await b.emulateMedia({ colorScheme: scheme });
          await screenshot(b, `live-room-long-feed-${size}-${scheme}`);
        }
        // Scrolled to the end of the page: the video is still in view, and the page is not
        // taller than a window and a half, however long the feed.
        await b.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        if (screenshotsWanted())
          await b.screenshot({ path: join(SCREENSHOTS, `live-room-long-feed-${size}-scrolled.png`) });
        const video = await box(b.locator('.event-stage__screen'));
        const [pageHeight, feedHeight] = await b.evaluate(() => [
          document.documentElement.scrollHeight,
          document.querySelector('ul[aria-label="Comments"]')?.scrollHeight ?? 0,
        ]);
        console.log(`live room ${size}: page ${pageHeight} px tall, feed ${feedHeight}, video at y ${video.y}`);
        // The feed alone is taller than the whole page: it scrolls in its own pane.
        expect.soft(pageHeight, `${size}: the page grows with the feed`).toBeLessThan(feedHeight);
        expect.soft(video.y, `${size}: the video scrolled away`).toBeGreaterThanOrEqual(0);
        expect.soft(video.y + video.height, `${size}: the video scrolled away`).toBeLessThanOrEqual(viewport.height);
        if (size === 'desktop') {
          const question = await box(b.getByRole('heading', { name: 'Live question' }));
          expect
            .soft(question.y + question.height, 'desktop: the live question scrolled away')
            .toBeLessThan(viewport.height);
        }
        expect.soft(await sidewaysOverflow(b)).toEqual([]);
      }
      expect(await seriousViolationsInEveryLanguage(b, '/User/live, the feed full')).toEqual([]);

      // A reader scrolled down the feed keeps their place while posts arrive above, and is told.
      await b.setViewportSize(PHONE);
      const pane = b.locator('.comment-feed__pane');
      await pane.evaluate((element) => element.scrollBy(0, 600));
      const reading = post(b, newest(LONG_FEED - 12));
      await reading.scrollIntoViewIfNeeded();
      const before = await box(reading);
      const pageHeight = await b.evaluate(() => document.documentElement.scrollHeight);
      await seedPosts(eventId, run, LONG_FEED, 3);
      const button = b.getByRole('button', { name: /3 new posts/ });
      await eventually(() => button.isVisible(), 120_000).toBe(true);
      expect.soft(Math.abs((await box(reading)).y - before.y), 'the post being read moved').toBeLessThanOrEqual(1);
      expect.soft(await b.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight);
      await screenshot(b, 'live-room-new-posts-phone-light');
      await button.click();
      await eventually(() => post(b, newest(LONG_FEED + 2)).isVisible()).toBe(true);
      await eventually(() => button.count()).toBe(0);
    },
  );
});

/** Seeded live-room posts, a second apart: what `postComment` saves, without its 5 s limit. */
const LONG_FEED = 60;
const ROOM_SIZES = { desktop: { width: 1280, height: 800 }, phone: PHONE, landscape: { width: 844, height: 390 } };
async function seedPosts(eventId: string, run: number, from: number, count: number) {
  const { commentsOf, newComment } = await import('../../functions/src/comments/lib/commentRefs.js');
  const batch = db.batch();
  for (let n = from; n < from + count; n++) {
    const post = {
      eventId,
      kind: 'comment' as const,
      // Every third post two lines long: posts of different heights, as a real feed has.
      text: `Long feed post ${n} ${run}${n % 3 === 0 ? ' — with a second line of words to make this one taller' : ''}`,
      authorUid: `reader-${n % 7}`,
      authorName: `Reader ${n % 7}`,
      createdAt: Timestamp.fromMillis(run + n * 1000),
    };
    batch.create(commentsOf(eventId).doc(), newComment(post, null));
  }
  await batch.commit();
}
