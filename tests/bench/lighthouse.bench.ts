/**
 * Lighthouse (mobile: its default Moto G Power emulation with simulated slow-4G and 4× CPU
 * throttling) on the public routes of the production build served by the hosting emulator.
 * Three runs per route; prints the median run (by performance score) with the four category
 * scores and LCP / TBT / CLS, plus every run's performance score. Prints; asserts nothing.
 * `LIGHTHOUSE_RUNS` changes the number of runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appOrigin, CHROMIUM_PATH } from '../support/browser/chromium.js';

const ROUTES = ['/', '/login', '/signup', '/stream'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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
    failing,
  };
}

try {
  console.log(`Lighthouse ${RUNS} runs per route, mobile, median by performance score`);
  console.log('route      perf  a11y  best   seo     LCP ms   TBT ms    CLS   (perf per run)');
  for (const path of ROUTES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${appOrigin()}${path}`));
    const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const { performance, accessibility, seo } = median.scores;
    console.log(
      `${path.padEnd(9)} ${[performance, accessibility, median.scores['best-practices'], seo].map((s) => String(s).padStart(5)).join(' ')}` +
        `  ${median.lcp.toFixed(0).padStart(8)} ${median.tbt.toFixed(0).padStart(8)} ${median.cls.toFixed(3).padStart(6)}` +
        `   (${runs.map((r) => r.scores.performance).join(', ')})`,
    );
    if (median.failing.length) console.log(`          not passing: ${[...new Set(median.failing)].join(', ')}`);
  }
} finally {
  await chrome.kill();
}
