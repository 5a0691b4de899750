/**
 * The Analytics tab of /Admin/reports in Chromium, on an ended event this file seeds with the
 * Admin SDK (its attendance records, a viewer sample, comments, reaction shards, a poll and an ad
 * poll with votes, impressions and a click inside the event): the figures are exact, the charts
 * draw, and "Export votes" downloads a CSV whose rows are the event's votes. Screenshots: desktop
 * and 390 px phone, light and dark, with no sideways scroll on the phone.
 */
import {
  COLLECTIONS,
  type AdClickDoc,
  type AttendanceDoc,
  type CommentKind,
  type CommentDoc,
  type ImpressionDoc,
  type PollDoc,
  type ReactionDoc,
  type Sponsor,
  type ViewerSampleDoc,
  type VoteDoc,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/emulators/admin.js';
import { screenshot, sidewaysOverflow } from '../support/browser/chromium.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { eventually } from '../support/eventually.js';
import { liveEventDoc } from '../support/fixtures/live-events.js';
import { paths } from '@/config/paths';

const MINUTE = 60_000;
const VOTES = 40;
const EXTRA_POLLS = 30;
const at = (ms: number) => Timestamp.fromMillis(ms);

const title = `Harbour analytics ${Date.now()}`;
let eventId: string;
let pollId: string;

/** An ended hour-long event with everything the tab counts, written directly (server side). */
async function seedEvent() {
  const end = Date.now() - MINUTE;
  const start = end - 60 * MINUTE;
  const event = db.collection(COLLECTIONS.events).doc();
  eventId = event.id;
  // A whole document: every event list (/Admin/livestream) shows it in the files that run after.
  await event.set(
    liveEventDoc(title, {
      status: 'ended',
      visibility: 'signed-in',
      startsAt: at(start),
      endsAt: at(end),
      wentLiveAt: at(start),
      endedAt: at(end),
      createdAt: at(start),
    }),
  );
  const attendance = event.collection(COLLECTIONS.attendance);
  const poll = db.collection(COLLECTIONS.polls).doc();
  const ad = db.collection(COLLECTIONS.polls).doc();
  pollId = poll.id;
  const pollDoc = (question: string, sponsor: Sponsor | null): PollDoc => ({
    kind: sponsor ? 'ad' : 'poll',
    question,
    description: '',
    options: [
      { id: 'y', label: 'Yes' },
      { id: 'n', label: 'No, keep it' },
    ],
    optionIds: ['y', 'n'],
    published: true,
    opensAt: at(start + 5 * MINUTE),
    closesAt: at(end - 5 * MINUTE),
    resultsVisibility: 'live',
    sponsor,
    createdBy: null,
    createdAt: at(start),
    updatedAt: at(start),
  });
  await Promise.all([
    ...['a', 'b', 'c', 'd'].map((uid, i) =>
      attendance.doc(`e2e-${uid}`).set({
        viewed: true,
        viewedAt: at(start + MINUTE),
        ...(i < 3 ? { engaged: true, engagedAt: at(start + 2 * MINUTE), voted: true } : {}),
      } satisfies AttendanceDoc),
    ),
    event
      .collection(COLLECTIONS.viewerSamples)
      .doc('1')
      .set({ at: at(start + 10 * MINUTE), count: 3 } satisfies ViewerSampleDoc),
    ...(['comment', 'comment', 'question'] as CommentKind[]).map((kind, i) =>
      event
        .collection(COLLECTIONS.comments)
        .doc(`c${i}`)
        .set({
          eventId,
          kind,
          text: 'Noted',
          authorUid: 'e2e-a',
          authorName: 'A',
          createdAt: at(start + 3 * MINUTE),
          status: 'visible',
        } satisfies Partial<CommentDoc>),
    ),
    // Two viewers' own counters (the totals are their sum).
    event
      .collection(COLLECTIONS.reactions)
      .doc('e2e-a')
      .set({ counts: { clap: 3, heart: 2 }, last: 'heart', sentAt: at(start + 4 * MINUTE) } satisfies ReactionDoc),
    event
      .collection(COLLECTIONS.reactions)
      .doc('e2e-b')
      .set({ counts: { clap: 2 }, last: 'clap', sentAt: at(start + 5 * MINUTE) } satisfies ReactionDoc),
    poll.set(pollDoc('Pedestrianise the harbour front?', null)),
    // A busy evening: many more polls than the charts draw (their legend once took all the room
    // the lines had, and no line was drawn).
    ...Array.from({ length: EXTRA_POLLS }, (_, i) =>
      db
        .collection(COLLECTIONS.polls)
        .doc()
        .set(pollDoc(`Harbour side question ${i + 1} of the evening?`, null)),
    ),
    ad.set(
      pollDoc('Try the ferry app?', {
        name: 'Harbour Ferries',
        logoUrl: 'https://example.org/l.png',
        link: 'https://example.org',
      }),
    ),
    ad
      .collection(COLLECTIONS.impressions)
      .doc('e2e-a')
      .set({ seenAt: at(start + 20 * MINUTE) } satisfies ImpressionDoc),
    ad
      .collection(COLLECTIONS.impressions)
      .doc('e2e-b')
      .set({ seenAt: at(start + 21 * MINUTE) } satisfies ImpressionDoc),
    ad
      .collection(COLLECTIONS.adClicks)
      .doc('e2e-a')
      .set({ clickedAt: at(start + 22 * MINUTE) } satisfies AdClickDoc),
    ...Array.from({ length: VOTES }, (_, i) =>
      poll
        .collection(COLLECTIONS.votes)
        .doc(`e2e-voter-${i}`)
        .set({
          optionId: i % 4 === 0 ? 'n' : 'y',
          votedAt: at(start + 10 * MINUTE + i * MINUTE),
          counted: true,
        } satisfies VoteDoc),
    ),
  ]);
}

const { signedInPage } = browserPages();
beforeAll(async () => {
  await seedEvent();
}, 120_000);

describe('Analytics tab of /Admin/reports', () => {
  it('shows the event’s figures and charts, and downloads its votes as CSV', async () => {
    const page = await signedInPage('admin', paths.admin.reports, { viewport: DESKTOP, acceptDownloads: true });
    await page.getByRole('link', { name: 'Analytics' }).click();
    await eventually(() => page.getByLabel('Event').isVisible()).toBe(true);
    await page.getByLabel('Event').selectOption({ label: title });

    await eventually(() => page.getByTestId('figure-unique-viewers').textContent()).toBe('4');
    expect(await page.getByTestId('figure-peak-concurrent').textContent()).toBe('3');
    expect(await page.getByTestId('figure-comments').textContent()).toBe('2');
    expect(await page.getByTestId('figure-questions').textContent()).toBe('1');
    expect(await page.getByTestId('figure-reactions').textContent()).toBe('7');
    expect(await page.getByTestId('figure-engagement-rate').textContent()).toBe('75.0%');
    // Four charts (votes per poll, over time, reactions, sponsors), each with drawn marks. Other
    // suites' polls open during this event's hour may add bars and lines of their own.
    // Live questions of other suites open during this hour add figures of their own ("Top words: …").
    const figures = page.locator('.analytics-chart').filter({
      has: page.locator('figcaption strong', { hasText: /^(Votes per poll|Votes over time|Reactions|Sponsors)$/ }),
    });
    await eventually(() => figures.locator('svg.chart').count()).toBe(4);
    await eventually(() => page.locator('.analytics-chart .chart__bar').count()).toBeGreaterThan(0);
    // Lines for the five most voted polls only, this event's poll among them (other suites' polls
    // open during its hour may have more votes: at most five lines either way).
    await eventually(() => page.locator('.analytics-chart .chart__line').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.analytics-chart .chart__line').count()).toBeLessThanOrEqual(5);
    await expect(page.getByText(/the 5 most voted of \d+/).count()).resolves.toBe(1);
    await expect(page.getByText(`Pedestrianise the harbour front?: ${VOTES} votes`).count()).resolves.toBe(1);
    await expect(page.getByText('Harbour Ferries: CTR 50.0%').count()).resolves.toBe(1);
    await screenshot(page, 'analytics-desktop-light');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export votes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${eventId}-votes.csv`);
    const [header, ...rows] = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('pollId,question,uid,optionId,option,votedAt');
    const mine = rows.filter((r) => r.startsWith(`${pollId},`));
    expect(mine).toHaveLength(VOTES);
    expect(mine[0]).toMatch(new RegExp(`^${pollId},Pedestrianise the harbour front\\?,e2e-voter-0,n,"?No, keep it"?,`));
    await eventually(() => page.getByText(/Votes: \d+ rows downloaded\./).isVisible()).toBe(true);

    // Screenshots from the top with the pointer off the charts (no tooltip left open).
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'analytics-desktop-dark');
    await page.setViewportSize(PHONE);
    await eventually(() => sidewaysOverflow(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'analytics-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'analytics-phone-light');
    await page.context().close();
  });
});
