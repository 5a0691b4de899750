/**
 * /live's first paint from the public facts (issue 43; docs/performance.md, "/live's facts before
 * the SDKs"): the room names the live event and its agenda item from getStreamState, the cached
 * answer /stream reads, while its own Firestore listener has not answered (its Listen channel held
 * here), and never says "Nothing is live" on the way to the room, also when
 * the live event is for signed-in residents only, which the public facts do not name.
 */
import { COLLECTIONS, type EventDoc, type StreamState } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../support/emulators/admin.js';
import { appOrigin } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { PHONE } from '../support/browser/e2e.js';
import { goLiveForTest, holdLiveSlot } from '../support/emulators/live-slot.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

holdLiveSlot();

const { signedInPage } = browserPages();
const loginTimeout = 120_000;
const NOTHING_LIVE = 'Nothing is live right now';

/** Records, from the page's first byte, whether "Nothing is live right now" was ever on it. */
const watchForNothingLive = (page: Page) =>
  page.addInitScript((text) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(text)) (window as { sawNothingLive?: boolean }).sawNothingLive = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, NOTHING_LIVE);
const sawNothingLive = (page: Page) =>
  page.evaluate(() => (window as { sawNothingLive?: boolean }).sawNothingLive === true);

/**
 * Opens /live in a signed-in phone page. With `holdListener`, the Firestore Listen channel's
 * requests wait until `release()` is called: held, not refused, since a refused channel makes the
 * SDK answer from its (empty) cache as offline, which says nothing is live.
 */
async function openLive(holdListener: boolean): Promise<{ page: Page; facts: StreamState; release: () => void }> {
  const page = await signedInPage('user', undefined, { viewport: PHONE, loginTimeout });
  let release = () => {};
  if (holdListener) {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/google.firestore.v1.Firestore/Listen/**', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
  }
  await watchForNothingLive(page);
  const answer = page.waitForResponse((response) => response.url().includes('/getStreamState'));
  await page.goto(`${appOrigin()}${paths.live}`);
  const { data: facts } = (await (await answer).json()) as { data: StreamState };
  return { page, facts, release };
}

describe('/live before its listener answers', () => {
  it('names the public live event and its agenda item from the public facts, then the room takes over', async () => {
    const title = `Facts first ${Date.now()}`;
    const eventId = await goLiveForTest(title);
    await db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .update({
        agenda: [
          { id: 'welcome', title: 'Welcome', description: '' },
          { id: 'parking', title: 'Parking on Main Street', description: '' },
        ],
        agendaNow: { itemId: 'parking', at: Timestamp.now() },
      } satisfies Partial<EventDoc>);

    const { page: waiting, facts, release } = await openLive(true);
    expect(facts).toMatchObject({ state: 'live', event: { id: eventId, title } });
    await eventually(() => waiting.getByRole('heading', { name: title }).isVisible()).toBe(true);
    await eventually(() => waiting.getByTestId('agenda-now').textContent()).toBe(
      'Now: item 2 of 2 Parking on Main Street',
    );
    // The facts' box says it is joining (a room that suspended again keeps its own copy hidden).
    expect(await waiting.getByText('Joining the live event…').filter({ visible: true }).count()).toBe(1);
    expect(await waiting.locator('video').count()).toBe(0);
    // The listener answers: the room replaces the facts, never through "Nothing is live".
    release();
    await eventually(() => waiting.locator('video').count()).toBe(1);
    expect(await sawNothingLive(waiting)).toBe(false);
  });

  it('never says nothing is live while an event for signed-in residents is, and does not name it before the room does', async () => {
    const title = `Residents only ${Date.now()}`;
    const eventId = await goLiveForTest(title);
    await db.collection(COLLECTIONS.events).doc(eventId).update({ visibility: 'signed-in' });

    const { page: waiting, facts, release } = await openLive(true);
    // The public answer says only that another event is live: not which, nor its title.
    expect(facts).toMatchObject({ otherLive: true });
    expect(JSON.stringify(facts)).not.toContain(title);
    expect(JSON.stringify(facts)).not.toContain(eventId);
    await eventually(() => waiting.getByRole('status').first().textContent()).toMatch(
      /Opening the live room…|Joining the live event…/,
    );
    expect(await waiting.getByText(title).count()).toBe(0);
    release();
    await eventually(() => waiting.getByRole('heading', { name: title }).isVisible()).toBe(true);
    expect(await sawNothingLive(waiting)).toBe(false);
  });
});
