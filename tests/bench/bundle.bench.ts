/**
 * Gzip size of the JavaScript a first visit downloads, per public route, from the production
 * build served by the hosting emulator: every script response Chromium receives while the page
 * loads, gzipped here (level 9) so the number does not depend on the server's compression.
 * Also says whether any of it is the Firestore or Realtime Database SDK, and how long a cold
 * load takes (load event, and when the route's heading has rendered; fresh browser context each time, no network
 * throttling, local hosting emulator). Prints; asserts nothing.
 */
import { gzipSync } from 'node:zlib';
import { appOrigin, launchBrowser } from '../support/browser/chromium.js';
import { formatSummary } from './lib/stats.js';

const ROUTES = ['/', '/login', '/signup', '/stream'];
const browser = await launchBrowser();
try {
  for (const path of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; raw: number; gzip: number; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        body: body.toString(),
      });
    });
    await page.goto(`${appOrigin()}${path}`, { waitUntil: 'networkidle' });
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const firestore = scripts.some((s) => s.body.includes('google.firestore.v1'));
    const database = scripts.some((s) => s.body.includes('FIREBASE_DATABASE_EMULATOR_HOST'));
    console.log(
      `${path.padEnd(8)} ${scripts.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip` +
        `  (Firestore SDK: ${firestore ? 'yes' : 'no'}, Realtime Database SDK: ${database ? 'yes' : 'no'})`,
    );
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, 4)) {
      console.log(`           ${kb(s.gzip).padStart(10)}  ${new URL(s.url).pathname}`);
    }
    await context.close();
  }

  const LOADS = 7;
  for (const path of ROUTES) {
    const paint: number[] = [];
    const load: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${appOrigin()}${path}`, { waitUntil: 'load' });
      // The screen's heading is the app's first meaningful content (the route has rendered).
      await page.locator('main h1').first().waitFor();
      const timing = await page.evaluate(() => ({
        heading: performance.now(),
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      }));
      paint.push(timing.heading);
      load.push(timing.load);
      await context.close();
    }
    console.log(formatSummary(`${path.padEnd(8)} cold, heading rendered by`, paint));
    console.log(formatSummary(`${path.padEnd(8)} cold load event`, load));
  }
} finally {
  await browser.close();
}
