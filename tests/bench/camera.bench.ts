/**
 * Camera benchmarks in Chromium with fake media devices (numbers only, no assertions).
 * Run: `npm run bench -- camera`.
 *  1. Go live → first frame: viewers already wait on /User/live; the admin presses Go live on
 *     /Admin/camera; timed until the viewer's <video> has a decoded frame (videoWidth > 0).
 *     CAMERA_BENCH_RUNS runs (default 5), each a fresh broadcast. A run without a picture after
 *     CAMERA_BENCH_STALL_MS (60 s) prints what the page shows against the server's documents,
 *     then times a fresh page for the same viewer (counted as the stall time).
 *  2. Connect time at the cap: CAMERA_BENCH_VIEWERS viewers (default the cap, 8) wait in the room;
 *     Go live, then per-viewer time to first frame and the time until all of them play.
 * Everything (admin, viewers, emulators) shares one machine: treat the numbers as an upper bound.
 */
import { CAMERA_VIEWER_CAP_DEFAULT, COLLECTIONS } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { seedData } from '../../emulators/seed.js';
import { createTestAccount, db } from '../support/emulators/admin.js';
import {
  appOrigin,
  FAKE_MEDIA_FLAGS,
  launchBrowser,
  logInThroughForm,
  saveScreenshot,
} from '../support/browser/chromium.js';
import { endLockedLiveEvent } from '../support/emulators/live-slot.js';
import { formatSummary } from './lib/stats.js';

const RUNS = Number(process.env.CAMERA_BENCH_RUNS ?? 5);
/** A run without a picture after this long is a stall: diagnosed, then a fresh page is compared. */
const STALL_MS = Number(process.env.CAMERA_BENCH_STALL_MS ?? 60_000);
const VIEWERS = Number(process.env.CAMERA_BENCH_VIEWERS ?? CAMERA_VIEWER_CAP_DEFAULT);
const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;

async function openPage(browser: Browser, who: { email: string; password: string }, landing: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`[${who.email} console ${message.type()}] ${message.text().slice(0, 300)}`);
  });
  if (process.env.CAMERA_BENCH_TRACE) traceListen(page, who.email);
  await page.goto(`${appOrigin()}/login`);
  await logInThroughForm(page, who.email, who.password);
  await page.waitForURL(`**${landing}`, { timeout: 120_000 });
  await page.goto(`${appOrigin()}${path}`);
  return page;
}

/** Diagnosis: what the Firestore Listen channel tells a page about the camera documents. */
function traceListen(page: Page, who: string) {
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/Listen/channel')) return;
    void request
      .response()
      .then((response) => response?.text())
      .then((body) => {
        if (!body) return;
        for (const line of body.split('\n')) {
          if (
            line.includes('camera/broadcast') ||
            line.includes('"targetChange"') ||
            line.includes('removeTarget') ||
            line.includes('"addTarget"')
          )
            console.log(`[${who} listen ${new Date().toISOString().slice(11, 23)}] ${line.slice(0, 260)}`);
        }
      })
      .catch(() => undefined);
  });
  page.on('request', (request) => {
    if (!request.url().includes('/Listen/channel') || request.method() !== 'POST') return;
    const body = request.postData() ?? '';
    if (body.includes('camera') || body.includes('removeTarget'))
      console.log(
        `[${who} listen-send ${new Date().toISOString().slice(11, 23)}] ${decodeURIComponent(body).slice(0, 300)}`,
      );
  });
}

/** Resolves with performance.now() when the viewer's video has its first decoded frame. */
const firstFrame = (viewer: Page, timeout = 120_000) =>
  viewer
    .waitForFunction(
      () => (document.querySelector('video[aria-label="Live camera"]') as HTMLVideoElement | null)?.videoWidth,
      undefined,
      { polling: 'raf', timeout },
    )
    .then(() => performance.now());

/** What a viewer stuck without a picture shows, against what the server holds for them. */
async function diagnoseStall(eventId: string, viewer: Page, viewerUid: string) {
  const event = db.collection(COLLECTIONS.events).doc(eventId);
  const [broadcast, peer, slots] = await Promise.all([
    event.collection('camera').doc('broadcast').get(),
    event.collection('peers').doc(viewerUid).get(),
    event.collection('camera').doc('slots').get(),
  ]);
  const stage = await viewer.locator('.camera-viewer, .state').allTextContents();
  console.log(
    `  stalled viewer shows ${JSON.stringify(stage.map((t) => t.trim().slice(0, 80)))}; server: broadcast ${broadcast.get('broadcastId') ?? 'none'}, ` +
      `viewer's peer ${peer.exists ? `${peer.get('broadcastId')} (join ${peer.get('joinId')})` : 'none'}, slots ${JSON.stringify(slots.data() ?? null)}`,
  );
}

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
      const frame = firstFrame(viewers[0]!, STALL_MS);
      const started = await goLive(admin, 1);
      try {
        oneViewer.push((await frame) - started);
        console.log(`run ${run + 1}: first frame after ${oneViewer.at(-1)!.toFixed(0)} ms`);
      } catch {
        // A stall: record it, say what the page and the server hold, and compare a fresh page.
        oneViewer.push(performance.now() - started);
        console.log(`run ${run + 1}: NO first frame after ${(STALL_MS / 1000).toFixed(0)} s`);
        await diagnoseStall(event.id, viewers[0]!, accounts[0]!.uid);
        await viewers[0]!.context().close();
        const reopened = performance.now();
        viewers[0] = await openPage(browser, accounts[0]!, '/User/dashboard', '/User/live');
        await firstFrame(viewers[0], STALL_MS).then(
          (at) => console.log(`  a fresh page for the same viewer: first frame after ${(at - reopened).toFixed(0)} ms`),
          () => console.log('  a fresh page for the same viewer: no frame either'),
        );
      }
      await stop(admin, viewers);
    }
    console.log(formatSummary(`go live → first frame at 1 viewer (${RUNS} runs)`, oneViewer));

    for (const account of accounts.slice(1)) viewers.push(await waitingViewer(account));
    const frames = viewers.map((viewer) => firstFrame(viewer));
    const started = await goLive(admin, VIEWERS);
    const perViewer = (await Promise.all(frames)).map((at) => at - started);
    console.log(formatSummary(`go live → first frame, each of ${VIEWERS} viewers at once`, perViewer));
    console.log(`go live → all ${VIEWERS} viewers playing: ${Math.max(...perViewer).toFixed(1)} ms`);
    console.log(`admin screen says: ${await admin.getByTestId('camera-connected').textContent()}`);
    await stop(admin, viewers);
  } catch (e) {
    // What each page showed when the run failed, beside the other test screenshots.
    for (const [i, ctx] of browser.contexts().entries()) {
      for (const page of ctx.pages()) await saveScreenshot(page, `camera-bench-failure-${i}`);
    }
    throw e;
  } finally {
    await browser.close();
    await event.update({ status: 'ended' });
  }
}

await main();
process.exit(0);
