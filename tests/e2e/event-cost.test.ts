/**
 * What an event is costing (issue 35, docs/scale.md "In the control room"), in Chromium against
 * the production build: a small simulated audience — signed-in viewers who heartbeat as the room
 * does, post, ask and vote in a poll the admin pushes — runs while the admin watches the control
 * room; the estimate appears, and grows as the event runs and the audience acts. Once the event
 * has ended, /Admin/dashboard lists it with its attendance beside its estimated cost.
 * Screenshots: the panel and the dashboard at 1280×800 and 390×844, light and dark.
 */
import { COLLECTIONS, VIEWER_TTL_MS, type ViewerDoc, type VoteDoc } from '@civic/domain';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { goLiveForTest, holdLiveSlot } from '../support/emulators/live-slot.js';
import { SCREENSHOTS, screenshot, screenshotsWanted, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { createOpenPoll } from '../support/fixtures/live-events.js';
import { joinAsViewer } from '../support/fixtures/presence.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

holdLiveSlot();

const clientFor = clientPool();
const { signedInPage } = browserPages();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const AUDIENCE = 4;

/** Dollars shown in a test id ("$0.00123" → 0.00123). */
const dollars = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.replace(/[^0-9.]/g, ''));

/** A viewer's beat, as the live room writes it every 30 s (web/src/features/events/api/use-heartbeat.ts). */
const beat = (client: TestClient, eventId: string) =>
  setDoc(doc(client.db, COLLECTIONS.events, eventId, COLLECTIONS.viewers, client.uid!), {
    seenAt: serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + VIEWER_TTL_MS),
  } satisfies ViewerDoc);

/** Screenshots of the page, and of one element of it, at both sizes in both schemes. */
async function screenshotBothWays(page: Page, name: string, selector: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await eventually(() => sidewaysOverflow(page)).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `${name}-${size}-${scheme}`);
      if (screenshotsWanted())
        await page.locator(selector).screenshot({ path: join(SCREENSHOTS, `${name}-panel-${size}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  await page.setViewportSize(DESKTOP);
}

describe('what this event is costing', () => {
  it('the control room’s estimate appears and grows while an audience runs; the dashboard lists it', async () => {
    const title = `Cost check ${randomUUID().slice(0, 6)}`;
    const eventId = await goLiveForTest(title);
    const accounts = await Promise.all(Array.from({ length: AUDIENCE }, () => createTestAccount('user')));
    const viewers = await Promise.all(accounts.map((account) => clientFor(account)));
    await Promise.all(viewers.map((viewer) => joinAsViewer(viewer.db, eventId, viewer.uid!)));
    // They stay: a beat every 15 s keeps them in the count (the rules take one per 10 s).
    const beating = setInterval(() => {
      for (const viewer of viewers) void beat(viewer, eventId).catch(() => undefined);
    }, 15_000);
    try {
      const admin = await signedInPage('admin', paths.admin.live, { viewport: DESKTOP });
      await eventually(() => admin.getByRole('heading', { name: title }).isVisible()).toBe(true);
      await eventually(() => admin.getByTestId('viewers-now').textContent(), 45_000).toBe(String(AUDIENCE));
      const panel = admin.getByRole('region', { name: 'What this event is costing' });
      await eventually(() => panel.getByTestId('cost-so-far').isVisible(), 45_000).toBe(true);
      await eventually(() => panel.getByText(`Per hour at ${AUDIENCE} viewers`).isVisible(), 30_000).toBe(true);
      const first = await dollars(admin, 'cost-so-far');
      expect(first).toBeGreaterThan(0);
      expect(await dollars(admin, 'cost-per-hour')).toBeGreaterThan(0);
      await expect(panel.getByText(/Estimates at list price, prices checked on/).isVisible()).resolves.toBe(true);
      await expect(panel.getByLabel('Priced for Firestore in').inputValue()).resolves.toBe('us-central1');

      // The audience acts: the admin pushes a poll, each viewer votes; they post and ask.
      const pollId = await createOpenPoll('Should the library open on Sundays?');
      await call(await clientFor(await createTestAccount('admin')), 'setLivePoll', { eventId, pollId });
      await Promise.all(
        viewers.map(async (viewer, i) => {
          await setDoc(doc(viewer.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, viewer.uid!), {
            optionId: i % 2 ? 'o1' : 'o2',
            votedAt: serverTimestamp(),
          } satisfies VoteDoc);
          await call(viewer, 'postComment', {
            eventId,
            text: i % 2 ? `Question ${i}: when does it start?` : `Comment ${i}: good idea`,
            kind: i % 2 ? 'question' : 'comment',
            requestId: randomUUID(),
          });
        }),
      );
      // The next count (every 30 s) has them: polls and comments appear in the breakdown, and the
      // estimate has grown beyond the first.
      await eventually(() => panel.getByTestId('cost-feature-polls').isVisible(), 60_000).toBe(true);
      await eventually(() => panel.getByTestId('cost-feature-comments').isVisible(), 60_000).toBe(true);
      await eventually(() => dollars(admin, 'cost-so-far'), 60_000).toBeGreaterThan(first);
      await screenshotBothWays(admin, 'event-cost-control-room', '[data-slot="cost"]');

      // The event ends; the dashboard lists it with its attendance and its estimated cost.
      await db
        .collection(COLLECTIONS.events)
        .doc(eventId)
        .update({ status: 'ended', livePollId: null, endedAt: AdminTimestamp.now() });
      await admin.goto(admin.url().replace(paths.admin.live, paths.admin.dashboard));
      const attendance = admin.getByTestId(`attendance-${eventId}`);
      await eventually(() => attendance.isVisible(), 60_000).toBe(true);
      await expect(attendance.textContent()).resolves.toBe(`${AUDIENCE} viewers`);
      expect(await dollars(admin, `event-cost-${eventId}`)).toBeGreaterThan(0);
      await screenshotBothWays(admin, 'event-cost-dashboard', '.last-events-cost');
    } finally {
      clearInterval(beating);
    }
  });
});
