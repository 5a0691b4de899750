/**
 * Dashboards benchmark in Chromium against the production build (numbers only, no assertions).
 * Run: `npm run bench -- dashboards` (BENCH_RUNS, default 3 cold loads per page).
 *  1. /Admin/dashboard first load as the seed admin: time until every tile and the 7-day charts
 *     have settled, and the aggregation round trips seen (RunAggregationQuery requests).
 *  2. /User/dashboard vs /User/dashboardBackup as the seed user, each a cold load: JS bytes on the
 *     wire, Firestore documents delivered, aggregation requests and bytes received from Firestore,
 *     and time until settled.
 *
 * How Firestore traffic is measured (CDP Network domain, cache and service worker off): the web
 * SDK receives documents on its Listen WebChannel (one-time getDoc/getDocs too), a streamed XHR
 * that may still be open when the page has settled. Each Firestore response is switched to
 * streaming (`Network.streamResourceContent`), so every `Network.dataReceived` chunk carries its
 * bytes *and* its data. Bytes: a finished request counts its `loadingFinished.encodedDataLength`
 * (headers and body on the wire); a stream still open counts the chunks received so far.
 * Documents delivered: the `documentChange` messages in the Listen streams — one per document the
 * server sent, which is what Firestore bills as a read for listeners and one-time reads alike;
 * "answered missing" counts `documentDelete` messages (a looked-up document that does not exist,
 * such as the user's vote in a poll not voted in, also billed as one read). An aggregation is
 * billed separately: one read per 1 000 index entries counted.
 */
import type { CDPSession, Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { seedData } from '../../emulators/seed.js';
import { appOrigin, launchBrowser, logInThroughForm } from '../support/browser/chromium.js';
import { emulatorAddress } from '../support/emulators/stack.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const firestoreHost = emulatorAddress('firestore').origin;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;
const seedUser = seedData.users.find((u) => u.uid === 'seed-user')!;

interface Traffic {
  jsBytes: number;
  aggregations: number;
  firestoreBytes: number;
  documents: number;
  missing: number;
}

interface FirestoreRequest {
  /** Bytes of the chunks received so far, on the wire and decoded (used while the stream is open). */
  chunkBytes: number;
  chunkDataBytes: number;
  /** loadingFinished's total, once the request is over. */
  finishedBytes: number | null;
  body: string;
}

const count = (requests: FirestoreRequest[], message: RegExp) =>
  requests.reduce((sum, r) => sum + (r.body.match(message)?.length ?? 0), 0);
const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

/** Watches one page load through CDP: script bytes, aggregation requests, Firestore bytes and documents. */
async function watch(page: Page): Promise<{ read: () => Traffic; stop: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Cold loads: every script is fetched again, as on a first visit.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string }>();
  const firestore = new Map<string, FirestoreRequest>();
  let jsBytes = 0;
  let aggregations = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? '' });
    // CORS preflights are not Firestore work.
    if (!event.request.url.startsWith(firestoreHost) || event.request.method === 'OPTIONS') return;
    firestore.set(event.requestId, { chunkBytes: 0, chunkDataBytes: 0, finishedBytes: null, body: '' });
    if (event.request.url.includes(':runAggregationQuery')) aggregations++;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = firestore.get(event.requestId);
    if (!request) return;
    cdp
      .send('Network.streamResourceContent', { requestId: event.requestId })
      .then(({ bufferedData }) => {
        request.body = decode(bufferedData) + request.body;
      })
      // A short response may be over before streaming is asked for: its body is read at the end.
      .catch(() => undefined);
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = firestore.get(event.requestId);
    if (!request) return;
    // Chromium attributes a stream's wire bytes to its chunks in lumps (some chunks say 0): the
    // sums over the chunks so far agree once the lumps are in, so the larger of the two is used.
    request.chunkBytes += event.encodedDataLength;
    request.chunkDataBytes += event.dataLength;
    if (event.data) request.body += decode(event.data);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (requests.get(event.requestId)?.type === 'Script') jsBytes += event.encodedDataLength;
    const request = firestore.get(event.requestId);
    if (!request) return;
    request.finishedBytes = event.encodedDataLength;
    if (!request.body) {
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => {
          request.body = base64Encoded ? decode(body) : body;
        })
        .catch(() => undefined);
    }
  });
  const read = () => {
    const all = [...firestore.values()];
    return {
      jsBytes,
      aggregations,
      firestoreBytes: all.reduce((sum, r) => sum + (r.finishedBytes ?? Math.max(r.chunkBytes, r.chunkDataBytes)), 0),
      documents: count(all, /"documentChange"/g),
      missing: count(all, /"documentDelete"/g),
    };
  };
  return { read, stop: () => cdp.detach() };
}

/**
 * The screen has drawn (`ready`: its heading, or the admin's tiles) and nothing on it is loading
 * any more. Without the first part an empty page, before React rendered, would count as settled.
 */
async function settled(page: Page, ready: string) {
  await page.waitForFunction(
    (selector) =>
      document.querySelector(selector) !== null &&
      !document.querySelector('[aria-busy="true"], .state[role="status"], .kpi-tile__value--loading'),
    ready,
    { timeout: 60_000, polling: 50 },
  );
}

/** Waits until no Firestore byte has arrived for a second (at most 15 s): the late frames. */
async function quiet(page: Page, read: () => Traffic) {
  let last = -1;
  for (let waited = 0; waited < 15_000 && read().firestoreBytes !== last; waited += 1000) {
    last = read().firestoreBytes;
    await page.waitForTimeout(1000);
  }
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
async function load(page: Page, path: string, ready: string) {
  await page.goto('about:blank');
  const traffic = await watch(page);
  const begin = performance.now();
  await page.goto(`${appOrigin()}${path}`);
  await settled(page, ready);
  const ms = performance.now() - begin;
  await quiet(page, traffic.read);
  const seen = traffic.read();
  await traffic.stop();
  return { ms, ...seen };
}

function print(label: string, runs: Awaited<ReturnType<typeof load>>[]) {
  const m = (key: keyof Traffic | 'ms') => median(runs.map((r) => r[key]));
  console.log(
    `${label.padEnd(24)} settled ${Math.round(m('ms'))} ms; JS ${kb(m('jsBytes'))} on the wire; ` +
      `Firestore: ${m('documents')} documents delivered, ${m('missing')} answered missing, ` +
      `${m('aggregations')} aggregation requests, ` +
      `${kb(m('firestoreBytes'))} received ` +
      `(per run: ${runs.map((r) => `${r.documents} docs / ${kb(r.firestoreBytes)}`).join(', ')})`,
  );
}

{
  const { browser, page } = await loggedInPage(seedAdmin, '/Admin/dashboard');
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(page, '/Admin/dashboard', '[data-testid="kpi-accounts"]'));
  print('/Admin/dashboard', runs);
  await browser.close();
}
{
  const { browser, page } = await loggedInPage(seedUser, '/User/dashboard');
  for (const path of ['/User/dashboard', '/User/dashboardBackup']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(page, path, '#open-polls-title'));
    print(path, runs);
  }
  await browser.close();
}
console.log(`medians of ${RUNS} loads each; the machine is shared, so times are noisy`);
