/**
 * Dashboards benchmark in Chromium against the production build (numbers only, no assertions).
 * Run: `npm run bench -- dashboards` (BENCH_RUNS, default 3 cold loads per page).
 *  1. /Admin/dashboard first load as the seed admin: time until every tile and the 7-day charts
 *     have settled, and the aggregation round trips seen (RunAggregationQuery requests).
 *  2. /User/dashboard vs /User/dashboardBackup as the seed user: JS bytes on the wire (CDP
 *     Network.loadingFinished, cache and service worker off) and time until settled.
 * Firestore reads and bytes per page are not printed: the Firestore stream's frames were not
 * reliably visible through CDP here (they read as 0), and a wrong number is worse than none.
 */
import type { Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { seedData } from '../../emulators/seed.js';
import { appOrigin, launchBrowser, logInThroughForm } from '../support/browser.js';
import { emulatorAddress } from '../support/stack.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const firestoreHost = emulatorAddress('firestore').origin;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;
const seedUser = seedData.users.find((u) => u.uid === 'seed-user')!;

interface Traffic {
  jsBytes: number;
  aggregations: number;
}

/** Watches one page load through CDP: script bytes on the wire and aggregation requests. */
async function watch(page: Page): Promise<() => Traffic> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Cold loads: every script is fetched again, as on a first visit.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string }>();
  const traffic: Traffic = { jsBytes: 0, aggregations: 0 };
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? '' });
    // CORS preflights are not Firestore work.
    if (!event.request.url.includes(firestoreHost) || event.request.method === 'OPTIONS') return;
    if (event.request.url.includes(':runAggregationQuery')) traffic.aggregations++;
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (requests.get(event.requestId)?.type === 'Script') traffic.jsBytes += event.encodedDataLength;
  });
  return () => ({ ...traffic });
}

async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .state[role="status"], .kpi-tile__value--loading'),
    undefined,
    { timeout: 60_000, polling: 50 },
  );
}

async function loggedInPage(who: { email: string; password: string }, landing: string) {
  const browser = await launchBrowser();
  // No service worker: it would serve the scripts from its cache and hide their bytes.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${appOrigin()}/login`);
  await logInThroughForm(page, who.email, who.password);
  await page.waitForURL(`**${landing}`, { timeout: 120_000 });
  return { browser, page };
}

/** One cold load of `path` (a reload of the app, same session): time to settled and traffic. */
async function load(page: Page, path: string) {
  await page.goto('about:blank');
  const traffic = await watch(page);
  const begin = performance.now();
  await page.goto(`${appOrigin()}${path}`);
  await settled(page);
  const ms = performance.now() - begin;
  await page.waitForTimeout(1500); // late frames of the listen stream
  return { ms, ...traffic() };
}

function print(label: string, runs: Awaited<ReturnType<typeof load>>[]) {
  const m = (key: keyof Traffic | 'ms') => median(runs.map((r) => r[key]));
  console.log(
    `${label.padEnd(24)} settled ${Math.round(m('ms'))} ms; JS ${kb(m('jsBytes'))} on the wire; ` +
      `${m('aggregations')} aggregation requests seen`,
  );
}

{
  const { browser, page } = await loggedInPage(seedAdmin, '/Admin/dashboard');
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(page, '/Admin/dashboard'));
  print('/Admin/dashboard', runs);
  await browser.close();
}
{
  const { browser, page } = await loggedInPage(seedUser, '/User/dashboard');
  for (const path of ['/User/dashboard', '/User/dashboardBackup']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(page, path));
    print(path, runs);
  }
  await browser.close();
}
console.log(`medians of ${RUNS} loads each; the machine is shared, so times are noisy`);
