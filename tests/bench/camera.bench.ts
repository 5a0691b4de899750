/**
 * Camera benchmarks in Chromium with fake media devices (numbers only, no assertions).
 * Run: `npm run bench -- camera`.
 *  1. Go live → first frame: viewers already wait on /User/live; the admin presses Go live on
 *     /Admin/camera; timed until the viewer's <video> has a decoded frame (videoWidth > 0).
 *     CAMERA_BENCH_RUNS runs (default 5), each a fresh broadcast.
 *  2. Connect time at the cap: CAMERA_BENCH_VIEWERS viewers (default the cap, 8) wait in the room;
 *     Go live, then per-viewer time to first frame and the time until all of them play.
 * Everything (admin, viewers, emulators) shares one machine: treat the numbers as an upper bound.
 */
import { CAMERA_VIEWER_CAP_DEFAULT, COLLECTIONS } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { seedData } from '../../emulators/seed.js';
import { createTestAccount, db } from '../support/admin.js';
import { appOrigin, FAKE_MEDIA_FLAGS, launchBrowser, logInThroughForm, screenshot } from '../support/browser.js';
import { endLockedLiveEvent } from '../support/live-slot.js';
import { formatSummary } from './lib/stats.js';

const RUNS = Number(process.env.CAMERA_BENCH_RUNS ?? 5);
const VIEWERS = Number(process.env.CAMERA_BENCH_VIEWERS ?? CAMERA_VIEWER_CAP_DEFAULT);
const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;

async function openPage(browser: Browser, who: { email: string; password: string }, landing: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[${who.email} console] ${message.text().slice(0, 300)}`);
  });
  await page.goto(`${appOrigin()}/login`);
  await logInThroughForm(page, who.email, who.password);
  await page.waitForURL(`**${landing}`, { timeout: 120_000 });
  await page.goto(`${appOrigin()}${path}`);
  return page;
}

/** Resolves with performance.now() when the viewer's video has its first decoded frame. */
const firstFrame = (viewer: Page) =>
  viewer
    .waitForFunction(
      () => (document.querySelector('video[aria-label="Live camera"]') as HTMLVideoElement | null)?.videoWidth,
      undefined,
      { polling: 'raf', timeout: 120_000 },
    )
    .then(() => performance.now());

async function goLive(admin: Page, cap: number): Promise<number> {
  await admin.getByLabel('Viewer limit').fill(String(cap));
  const started = performance.now();
  await admin.getByRole('button', { name: 'Go live' }).click();
  return started;
}

async function stop(admin: Page, viewers: Page[]) {
  await admin.getByRole('button', { name: 'Stop broadcast' }).click();
  await Promise.all(viewers.map((v) => v.getByText('The camera is not on yet').waitFor({ timeout: 60_000 })));
}

async function main() {
  await endLockedLiveEvent();
  const event = await db.collection(COLLECTIONS.events).add({
    title: `Camera benchmark ${Date.now()}`,
    description: '',
    coverImageUrl: '',
    startsAt: Timestamp.now(),
    endsAt: Timestamp.fromMillis(Date.now() + 3_600_000),
    status: 'live',
    visibility: 'signed-in',
    source: { kind: 'camera' },
    livePollId: null,
    overlay: null,
    wentLiveAt: Timestamp.now(),
    endedAt: null,
    createdBy: 'seed-admin',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  const browser = await launchBrowser(FAKE_MEDIA_FLAGS);
  try {
    const admin = await openPage(browser, seedAdmin, '/Admin/dashboard', '/Admin/camera');
    await admin.getByRole('button', { name: 'Turn camera on' }).click();
    await admin.getByRole('button', { name: 'Mute microphone' }).waitFor();

    const accounts = await Promise.all(Array.from({ length: VIEWERS }, () => createTestAccount('user')));
    const waitingViewer = async (account: (typeof accounts)[number]) => {
      const page = await openPage(browser, account, '/User/dashboard', '/User/live');
      await page.getByText('The camera is not on yet').waitFor({ timeout: 60_000 });
      return page;
    };

    // One viewer in the room, so the cap of 1 is theirs.
    const viewers = [await waitingViewer(accounts[0]!)];
    const oneViewer: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const frame = firstFrame(viewers[0]!);
      const started = await goLive(admin, 1);
      oneViewer.push((await frame) - started);
      console.log(`run ${run + 1}: first frame after ${oneViewer.at(-1)!.toFixed(0)} ms`);
      await stop(admin, viewers);
    }
    console.log(formatSummary(`go live → first frame at 1 viewer (${RUNS} runs)`, oneViewer));

    for (const account of accounts.slice(1)) viewers.push(await waitingViewer(account));
    const frames = viewers.map(firstFrame);
    const started = await goLive(admin, VIEWERS);
    const perViewer = (await Promise.all(frames)).map((at) => at - started);
    console.log(formatSummary(`go live → first frame, each of ${VIEWERS} viewers at once`, perViewer));
    console.log(`go live → all ${VIEWERS} viewers playing: ${Math.max(...perViewer).toFixed(1)} ms`);
    console.log(`admin screen says: ${await admin.getByTestId('camera-connected').textContent()}`);
    await stop(admin, viewers);
  } catch (e) {
    // What each page showed when the run failed, beside the other test screenshots.
    for (const [i, ctx] of browser.contexts().entries()) {
      for (const page of ctx.pages()) await screenshot(page, `camera-bench-failure-${i}`);
    }
    throw e;
  } finally {
    await browser.close();
    await event.update({ status: 'ended' });
  }
}

await main();
process.exit(0);
