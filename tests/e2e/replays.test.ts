/**
 * The replays' pages (issue 44, section 3; docs/replays.md "The pages") in Chromium, on a replay an
 * admin published through the real callables (attachRecording with the demo clip, publishReplay):
 * a visitor finds it in the archive, opens it, jumps between chapters and sees the agenda item and
 * the poll as they stood then, finds a word with the search, searches the whole archive and
 * follows a result to its moment, and a 390 px phone has no sideways scroll. The room itself is written with the Admin SDK in 200 ms units, so it fits the 24-second
 * clip (tests/support/fixtures/replay-event.ts); the compile's exclusions are the integration
 * tests' (tests/integration/replays.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestAccount } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { clientPool } from '../support/emulators/client.js';
import { appOrigin, screenshotEveryWay, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { seriousViolationsLightAndDark } from '../support/browser/axe.js';
import { eventually } from '../support/eventually.js';
import { writeReplayEvent } from '../support/fixtures/replay-event.js';
import { paths } from '@/config/paths';
import { replayPath } from '@/features/replays/replay-path';

const clientFor = clientPool();
const { newPage, signedInPage } = browserPages();
const PHONE = { width: 390, height: 844 };
const DEMO_CLIP = '/media/town-hall/index.m3u8';

let eventId = '';
let tag = '';
let citizenUid = '';
beforeAll(async () => {
  const [admin, citizen] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  citizenUid = citizen.uid;
  ({ eventId, tag } = await writeReplayEvent({ authorUid: citizen.uid, unitMs: 200 }));
  const root = await clientFor(admin);
  await call(root, 'attachRecording', { eventId, url: DEMO_CLIP, offsetMs: 0 });
  await call(root, 'publishReplay', { eventId });
}, 120_000);

const nowItem = (page: Page) => page.locator('.replay-now');
const room = (page: Page) => page.getByRole('region', { name: 'The room at this moment' });

describe('a published replay', { timeout: 90_000 }, () => {
  it('is listed in the archive, and its page seeks the whole room from a chapter, a line or a search', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${appOrigin()}${paths.replays}`);
    const title = `Replay town hall ${tag}`;
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await eventually(() => entry.getByRole('list', { name: 'Agenda' }).textContent()).toBe(`WelcomeParking ${tag}`);
    await entry.getByRole('link', { name: title }).click();
    await page.waitForURL(`**${replayPath(eventId)}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The video carries the chapters and each captioned language as tracks.
    const tracks = page.locator('video track');
    await eventually(() => tracks.evaluateAll((all) => all.map((track) => (track as HTMLTrackElement).kind))).toEqual([
      'chapters',
      'subtitles',
      'subtitles',
    ]);

    const chapters = page.getByRole('list', { name: /Chapters/ });
    await chapters.getByRole('button', { name: new RegExp(`Parking ${tag}`) }).click();
    await eventually(() => nowItem(page).textContent()).toBe(`Now: item 2 of 2 Parking ${tag}`);
    // At item 2 (4 s) the poll pushed at 2 s is on screen with its results as they stood: the votes
    // of 2.2 and 2.4 s show at the next 5-second step (7 s). Ten seconds on, it has its final results.
    const poll = room(page).getByRole('article', { name: 'Which bridge first?' });
    const state = poll.locator('.replay-poll__state');
    await eventually(() => state.textContent()).toBe('On screen 0 answers');
    await page.getByRole('slider').press('ArrowRight');
    await eventually(() => state.textContent()).toBe('Final results 2 answers');
    await eventually(() => room(page).getByText(`When is parking free? ${tag}`).count()).toBe(1);

    await chapters.getByRole('button', { name: /Welcome/ }).click();
    await eventually(() => nowItem(page).textContent()).toBe('Now: item 1 of 2 Welcome');
    await eventually(() => poll.count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search the transcript and the agenda' }).fill('everyone');
    const matches = page.getByRole('list', { name: /Matches/ });
    await eventually(() => matches.getByRole('button').allTextContents()).toEqual(['0:00 Welcome everyone']);
    await page.getByRole('searchbox', { name: 'Search the transcript and the agenda' }).fill(tag);
    await matches.getByRole('button', { name: new RegExp(`Parking ${tag}`) }).click();
    await eventually(() => nowItem(page).textContent()).toBe(`Now: item 2 of 2 Parking ${tag}`);

    await expect(seriousViolationsLightAndDark(page)).resolves.toEqual([]);
    await screenshotEveryWay(page, 'replay');
  });

  it('starts at the moment its address names, fits a 390 px phone, and an unknown replay says it is not available', async () => {
    const page = await newPage({ viewport: PHONE });
    // An address with a moment starts the room and the video there.
    await page.goto(`${appOrigin()}${replayPath(eventId, 4_000)}`);
    await eventually(() => nowItem(page).textContent()).toBe(`Now: item 2 of 2 Parking ${tag}`);
    await eventually(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(4);
    await page
      .getByRole('list', { name: /Transcript/ })
      .getByRole('button', { name: /Welcome everyone/ })
      .click();
    await eventually(() => nowItem(page).textContent()).toBe('Now: item 1 of 2 Welcome');
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);

    await page.goto(`${appOrigin()}${paths.replays}`);
    await page.getByRole('link', { name: `Replay town hall ${tag}` }).waitFor();
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshotEveryWay(page, 'replays-archive');

    await page.goto(`${appOrigin()}${replayPath('no-such-event')}`);
    await page.getByRole('heading', { name: 'This replay is not available' }).waitFor();
  });

  it('is found by the archive’s search, whose result starts the replay at the moment it names', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${appOrigin()}${paths.replays}`);
    // The search is loaded when the reader opens it; its box takes the focus.
    await page.getByRole('link', { name: 'Search the replays' }).click();
    const box = page.getByRole('searchbox', { name: 'Search every replay’s agenda and transcript' });
    // A word no replay says: the empty state, in words.
    await expect(box.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await box.fill(`nowhere${tag}`);
    await box.press('Enter');
    await page.getByRole('status').getByText(`No replay’s agenda or transcript holds “nowhere${tag}”.`).waitFor();
    // The agenda item "Parking <tag>", marked at 4 s, found whatever the case.
    await box.fill(tag.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: `Matches in “Replay town hall ${tag}”` });
    await eventually(() => results.getByRole('link').allTextContents()).toEqual([`0:04 Agenda Parking ${tag}`]);
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await expect(seriousViolationsLightAndDark(page)).resolves.toEqual([]);
    await results.getByRole('link').click();
    await page.waitForURL(`**${replayPath(eventId, 4_000)}`);
    await eventually(() => nowItem(page).textContent()).toBe(`Now: item 2 of 2 Parking ${tag}`);
    await eventually(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(4);
  });

  it('is attached, aligned and published by an admin on the events screen, at 390 px', async () => {
    const ended = await writeReplayEvent({ authorUid: citizenUid, unitMs: 200 });
    const title = `Replay town hall ${ended.tag}`;
    const admin = await signedInPage('admin', paths.admin.livestream, { viewport: PHONE, loginTimeout: 90_000 });
    await admin.getByRole('article', { name: title }).getByRole('button', { name: 'Replay' }).click();
    const panel = admin.getByRole('region', { name: `Replay of “${title}”` });
    await panel.getByLabel('Recording address').fill(DEMO_CLIP);
    // The alignment tool lists the event's first moments (its first agenda mark among them).
    const moments = panel.getByRole('region', { name: 'The event’s first moments' });
    await moments.getByText('Welcome', { exact: true }).waitFor();
    await panel.getByRole('button', { name: '+1 s' }).click();
    await expect(panel.getByLabel('Offset, in seconds').inputValue()).resolves.toBe('1');
    await panel.getByRole('button', { name: 'Save the recording' }).click();
    await admin.getByText('The recording and its alignment are saved.').waitFor();
    await panel.getByRole('button', { name: 'Publish the replay' }).click();
    await admin.getByText('The replay is published.').waitFor();
    await expect(panel.getByRole('link', { name: 'open the replay page' }).getAttribute('href')).resolves.toBe(
      replayPath(ended.eventId),
    );
    await expect(sidewaysOverflow(admin)).resolves.toEqual([]);
    await expect(seriousViolationsLightAndDark(admin)).resolves.toEqual([]);
    await screenshotEveryWay(admin, 'replay-admin');
  });
});
