/**
 * /live on a 390 px phone, screenshotted at 1 s, 2 s and 3 s of a throttled first load after
 * logging in (issue 43: what a resident sees first), before and after the room's public facts
 * (docs/performance.md, "/live's facts before the SDKs"). Chromium through playwright-core with
 * DevTools throttling close to Lighthouse's mobile profile as applied in a browser: 562.5 ms round
 * trips, 1.47 Mbit/s down, 675 kbit/s up, the CPU 4× slower. "before" is the same build with
 * getStreamState refused, which is the room as it was: it then waits for its listener, as it did
 * before the facts. Each run also prints the page's own largest contentful paint (its time and
 * text). Images under tests/.artifacts/live-phone (not committed). Prints; asserts nothing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../../emulators/config.js';
import { appOrigin } from '../support/browser/chromium.js';
import { asCitizenOnPhone, firstVisitSession } from './lib/citizen-phone.js';

const OUT = join(ROOT, 'tests/.artifacts/live-phone');
const AT_MS = [1000, 2000, 3000];
const LANGUAGES = (process.env.LIVE_PHONE_LANGUAGES ?? 'en,ar').split(',');

async function load(page: Page, name: string) {
  const cdp = await firstVisitSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  const navigation = page.goto(`${appOrigin()}/live`, { waitUntil: 'commit', timeout: 60_000 });
  const shots: string[] = [];
  for (const at of AT_MS) {
    const wait = start + at - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = join(OUT, `${name}-${at / 1000}s.png`);
    const taken = Date.now() - start;
    await page.screenshot({ path });
    shots.push(`${at / 1000}s (taken at ${taken} ms)`);
  }
  await navigation;
  await page.waitForTimeout(Math.max(0, start + 8000 - Date.now()));
  const lcp = await page.evaluate(
    () =>
      new Promise<{ ms: number; text: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve({ ms: Math.round(last.startTime), text: (last.element?.textContent ?? '').slice(0, 60) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  console.log(`${name.padEnd(10)} LCP ${String(lcp.ms).padStart(5)} ms  "${lcp.text}"  shots: ${shots.join(', ')}`);
}

mkdirSync(OUT, { recursive: true });
for (const language of LANGUAGES) {
  await asCitizenOnPhone(language, async (context) => {
    for (const variant of ['before', 'after'] as const) {
      const shotPage = await context.newPage();
      await shotPage.route('**/getStreamState*', (route) => (variant === 'before' ? route.abort() : route.continue()));
      await load(shotPage, `${variant}-${language}`);
      await shotPage.close();
    }
  });
}
