/**
 * Where a signed-in screen's long tasks go (issue 43, docs/performance.md, "The admin dashboard's
 * requests, one per task"): the screen's account, logged in, opens it at 390 × 844 with the CPU 4×
 * slower, the HTTP cache, service worker and caches emptied (a first visit after logging in, as
 * Lighthouse's signed-in runs are). Prints every long animation frame of the first 9 s with the
 * scripts that ran in it — what called them (a timer, a message, a promise), the script and the
 * function, and for how long — which Lighthouse's long-task table does not say.
 *
 * `LONG_TASKS_PATHS` (a comma list; `/User/dashboard,/Admin/dashboard` by default), `LONG_TASKS_RUNS`
 * (2). `LONG_TASKS_PROFILE=<folder>` also saves each run's CPU profile (`.cpuprofile`, for DevTools'
 * Performance panel). Prints; asserts nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { appOrigin } from '../support/browser/chromium.js';
import { SEED_ACCOUNTS } from '../support/browser/e2e.js';
import { asAccountOnPhone, firstVisitSession } from './lib/citizen-phone.js';

const PATHS = (process.env.LONG_TASKS_PATHS ?? '/User/dashboard,/Admin/dashboard').split(',');
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 2);
const PROFILES = process.env.LONG_TASKS_PROFILE;
const WATCH_MS = 9_000;

/** A long animation frame as the page reported it, reduced to what is printed. */
interface Frame {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  scripts: { invoker: string; type: string; source: string; durationMs: number }[];
}

async function probe(page: Page, path: string, run: number): Promise<void> {
  const cdp = await firstVisitSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    (window as Window & { longFrames?: Frame[] }).longFrames = frames;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        scripts: {
          invoker: string;
          invokerType: string;
          sourceURL: string;
          sourceFunctionName: string;
          sourceCharPosition: number;
          duration: number;
        }[];
      })[]) {
        frames.push({
          startMs: Math.round(entry.startTime),
          durationMs: Math.round(entry.duration),
          blockingMs: Math.round(entry.blockingDuration),
          scripts: entry.scripts.map((script) => ({
            invoker: script.invoker,
            type: script.invokerType,
            source: `${script.sourceFunctionName || '(anonymous)'}@${script.sourceURL.split('/').pop() ?? ''}:${script.sourceCharPosition}`,
            durationMs: Math.round(script.duration),
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  if (PROFILES) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${appOrigin()}${path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(WATCH_MS);
  if (PROFILES) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(PROFILES, { recursive: true });
    writeFileSync(join(PROFILES, `${path.replace(/\W+/g, '_')}-${run}.cpuprofile`), JSON.stringify(profile));
  }
  const frames = await page.evaluate(() => (window as Window & { longFrames?: Frame[] }).longFrames ?? []);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const blocking = frames.reduce((sum, frame) => sum + frame.blockingMs, 0);
  console.log(`${path}, run ${run}: ${frames.length} long frames, ${blocking} ms blocking in all`);
  for (const frame of frames.filter((f) => f.blockingMs > 0)) {
    console.log(`  ${String(frame.startMs).padStart(5)} ms: ${frame.durationMs} ms, ${frame.blockingMs} ms blocking`);
    for (const script of frame.scripts.filter((s) => s.durationMs >= 5)) {
      console.log(
        `      ${String(script.durationMs).padStart(4)} ms  ${script.type} ${script.invoker}  ${script.source}`,
      );
    }
  }
}

for (const path of PATHS) {
  const account = path.startsWith('/Admin') ? SEED_ACCOUNTS.admin : SEED_ACCOUNTS.user;
  await asAccountOnPhone(account, 'en', async (context) => {
    for (let run = 1; run <= RUNS; run++) {
      const page = await context.newPage();
      await probe(page, path, run);
      await page.close();
    }
  });
}
