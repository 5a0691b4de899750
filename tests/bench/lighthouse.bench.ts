/**
 * Lighthouse (mobile: its default Moto G Power emulation with simulated slow-4G and 4× CPU
 * throttling) on the public routes of the production build served by the hosting emulator, then
 * on the signed-in screens issue 23 names (`/User/dashboard`, `/live` as the seed citizen,
 * `/Admin/dashboard` as the seed admin). Three runs per route; prints the median run (by
 * performance score) with the four category scores and LCP / TBT / CLS, plus every run's
 * performance score. The public routes are audited in each language (issue 32): a browser whose
 * preferred language is Spanish or Arabic gets the page in it on a first visit, as a resident
 * would; each language's row says which `<html lang>` the page showed. `LIGHTHOUSE_LANGUAGES=en`
 * (a comma list) narrows that. Prints; asserts nothing. `LIGHTHOUSE_RUNS` changes the number of
 * runs; `LIGHTHOUSE_ONLY=public` or `signed-in` runs one of the two groups; both go through the
 * languages. `LIGHTHOUSE_SAVE=<folder>` writes each run's full report there (`<route>-<run>.json`)
 * with its trace (`.trace.json`), to see what a score is made of.
 *
 * Signed in: the account logs in through the form once in Lighthouse's own browser profile;
 * each run then keeps that session (`disableStorageReset`) but starts without the HTTP cache, the
 * service worker or its caches — the first visit to the screen after logging in.
 *
 * Under each route it prints how much of the main thread's long tasks' wall time the thread was
 * on the CPU (the trace's thread time): on a machine whose other processes take the cores, a task
 * of a few milliseconds of the page's work lasts ten times longer, and Lighthouse counts all of it
 * (docs/performance.md, "Lighthouse: what the long tasks were made of").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { LANGUAGE_CODES } from '@civic/domain';
import { seedData } from '../../emulators/seed.js';
import { appOrigin, chromiumPath } from '../support/browser/chromium.js';

const ROUTES = ['/', '/login', '/signup', '/stream'];
const seedUser = seedData.users.find((u) => u.uid === 'seed-user')!;
const seedAdmin = seedData.users.find((u) => u.uid === 'seed-admin')!;
const SIGNED_IN: { who: { email: string; password: string }; landing: string; paths: string[] }[] = [
  { who: seedUser, landing: '/User/dashboard', paths: ['/User/dashboard', '/live'] },
  { who: seedAdmin, landing: '/Admin/dashboard', paths: ['/Admin/dashboard'] },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_ONLY;
const SAVE = process.env.LIGHTHOUSE_SAVE;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES ?? LANGUAGE_CODES.join(',')).split(',');
/** `LIGHTHOUSE_PATHS=/live` (a comma list) audits only those signed-in screens. */
const PATHS = process.env.LIGHTHOUSE_PATHS?.split(',');

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark index for the run (`lhr.environment.benchmarkIndex`). */
  cpuIndex: number;
  /** The page's main-thread tasks over 12.5 ms (50 ms at 4×): their wall time and their thread (CPU) time. */
  longTasks: { count: number; wallMs: number; cpuMs: number };
  failing: string[];
}

/** A headless Chromium for Lighthouse whose preferred language (navigator.languages) is `language`. */
const launchChrome = (language: string) =>
  chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      `--lang=${language}`,
      `--accept-lang=${language}`,
    ],
  });

let chrome = await launchChrome('en');

async function audit(url: string, keepSession = false): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    const stamp = Date.now();
    writeFileSync(join(SAVE, `${name}-${stamp}.json`), JSON.stringify(result.lhr));
    // The run's trace beside it (open it in DevTools' Performance panel): which script and which
    // callback each long task ran, which the report's long-task table does not say.
    if (trace) writeFileSync(join(SAVE, `${name}-${stamp}.trace.json`), JSON.stringify(trace));
  }
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
  // Audits that cost points outside performance, so a score below 100 says why.
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}:${ref.id}`),
  );
  return {
    scores: scores as Run['scores'],
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    cpuIndex: result.lhr.environment.benchmarkIndex,
    longTasks: longMainThreadTasks(trace?.traceEvents ?? []),
    failing,
  };
}

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The audited page's main-thread tasks that Lighthouse's 4× counts as long (over 12.5 ms observed):
 * how long they took and how long the thread was on the CPU in them. The renderer's main thread is
 * the `CrRendererMain` with the most tasks (the page's; other renderers sit idle).
 */
function longMainThreadTasks(events: TraceEvent[]): Run['longTasks'] {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const rendererMains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !rendererMains.has(thread(e))) continue;
    const key = thread(e);
    const tasks = tasksByThread.get(key) ?? [];
    tasks.push(e);
    tasksByThread.set(key, tasks);
  }
  const main = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const long = main.filter((task) => (task.dur ?? 0) > 12_500);
  const sum = (pick: (task: TraceEvent) => number) =>
    Math.round(long.reduce((total, task) => total + pick(task), 0) / 1000);
  return { count: long.length, wallMs: sum((task) => task.dur ?? 0), cpuMs: sum((task) => task.tdur ?? 0) };
}

type Connected = Awaited<ReturnType<typeof chromium.connectOverCDP>>;

/** The `<html lang>` a first visit to `url` shows in Lighthouse's browser (its storage emptied after). */
async function shownLanguage(url: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.lang !== '');
  const lang = await page.evaluate(() => document.documentElement.lang);
  await page.close();
  await clearOrigin(browser, 'all', true);
  await browser.close();
  return lang;
}

/** Empties the app's storage for the origin (`storageTypes`), keeping what is not named. */
async function clearOrigin(browser: Connected, storageTypes: string, httpCache = false) {
  const page = await browser.contexts()[0]!.newPage();
  const cdp = await page.context().newCDPSession(page);
  if (httpCache) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(appOrigin()).origin, storageTypes });
  await cdp.detach();
  await page.close();
}

/**
 * Logs `who` in through the form in Lighthouse's browser (its default profile keeps the session);
 * returns the `<html lang>` of the screen it lands on.
 */
async function logInLighthouseBrowser(
  browser: Connected,
  who: { email: string; password: string },
  landing: string,
): Promise<string> {
  await clearOrigin(browser, 'all', true); // the previous account signed out
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${appOrigin()}/login`);
  // Sent with Enter once the form is hydrated (its button is enabled then): in this browser the
  // install prompt may cover the button.
  await page.waitForFunction(() => document.querySelector('form button[type="submit"]:not([disabled])') !== null);
  // By type, not by label: the form is in the browser's language (Arabic too).
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[type="password"]').first().fill(who.password);
  await page.locator('input[type="password"]').first().press('Enter');
  await page.waitForURL(`**${landing}`, { timeout: 120_000 });
  const lang = await page.evaluate(() => document.documentElement.lang);
  await page.close();
  return lang;
}

/** Empties the HTTP cache, the service worker and its caches, keeping the signed-in session. */
const forgetCachedScripts = (browser: Connected) => clearOrigin(browser, 'service_workers,cache_storage', true);

function report(path: string, runs: Run[]) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const { performance, accessibility, seo } = median.scores;
  console.log(
    `${path.padEnd(17)} ${[performance, accessibility, median.scores['best-practices'], seo].map((s) => String(s).padStart(5)).join(' ')}` +
      `  ${median.lcp.toFixed(0).padStart(8)} ${median.tbt.toFixed(0).padStart(8)} ${median.cls.toFixed(3).padStart(6)}` +
      `   (${runs.map((r) => r.scores.performance).join(', ')})`,
  );
  // Lighthouse's own CPU benchmark, per run: the simulation multiplies what this machine's CPU did,
  // so scores from machines whose index differs do not compare (docs/performance.md, ninth session).
  const indexes = runs.map((r) => Math.round(r.cpuIndex));
  console.log(`          CPU index ${Math.min(...indexes)}–${Math.max(...indexes)} (${indexes.join(', ')})`);
  // A long task the thread spent off the CPU was this machine's other processes, not the page.
  console.log(
    `          long tasks (over 12.5 ms): ${runs.map(({ longTasks: t }) => `${t.count} · ${t.wallMs} ms, ${t.cpuMs} on the CPU`).join('; ')}`,
  );
  if (median.failing.length) console.log(`          not passing: ${[...new Set(median.failing)].join(', ')}`);
}

try {
  console.log(`Lighthouse ${RUNS} runs per route, mobile, median by performance score`);
  console.log('route              perf  a11y  best   seo     LCP ms   TBT ms    CLS   (perf per run)');
  for (const language of ONLY === 'signed-in' ? [] : LANGUAGES) {
    await chrome.kill();
    chrome = await launchChrome(language);
    const shown = await shownLanguage(`${appOrigin()}/`);
    for (const path of ROUTES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${appOrigin()}${path}`));
      report(`${path} ${shown}`, runs);
    }
  }
  // The signed-in screens in each language too (issue 43): the browser's preferred language
  // decides the screens' language, as it does the public pages'.
  for (const language of ONLY === 'public' ? [] : LANGUAGES) {
    await chrome.kill();
    chrome = await launchChrome(language);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    for (const { who, landing, paths } of SIGNED_IN.filter((group) =>
      group.paths.some((p) => PATHS?.includes(p) ?? true),
    )) {
      const shown = await logInLighthouseBrowser(browser, who, landing);
      for (const path of paths.filter((p) => PATHS?.includes(p) ?? true)) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          await forgetCachedScripts(browser);
          runs.push(await audit(`${appOrigin()}${path}`, true));
        }
        report(`${path} ${shown} (${who === seedAdmin ? 'admin' : 'user'})`, runs);
      }
    }
    await browser.close();
  }
} finally {
  await chrome.kill();
}
