/**
 * What `/live`'s largest contentful paint is made of, as Lighthouse's simulation sees it (issue 43,
 * docs/performance.md, "/live's LCP, candidate by candidate"): the seed citizen, logged in, opens
 * `/live` at 390 × 844 with the CPU 4× slower and no network throttling (what Lighthouse observes
 * before it simulates the slow network), the HTTP cache, service worker and caches emptied. Prints
 * each LCP candidate (time, size, text), then each request started before the last candidate,
 * because Lighthouse counts every request started before the LCP into its simulated LCP. Runs
 * `LIVE_LCP_RUNS` times (3). Prints; asserts nothing.
 */
import type { Page } from 'playwright-core';
import { appOrigin } from '../support/browser/chromium.js';
import { asCitizenOnPhone, firstVisitSession } from './lib/citizen-phone.js';

const RUNS = Number(process.env.LIVE_LCP_RUNS ?? 3);
const LANGUAGES = (process.env.LIVE_LCP_LANGUAGES ?? 'en').split(',');

interface Candidate {
  ms: number;
  /** When its element entered the page (a candidate painted frames after it: a long task between). */
  addedMs?: number;
  size: number;
  text: string;
}

async function probe(page: Page): Promise<void> {
  const cdp = await firstVisitSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen: Candidate[] = [];
    (window as Window & { lcpCandidates?: typeof seen }).lcpCandidates = seen;
    const added = new WeakMap<Node, number>();
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) for (const node of record.addedNodes) added.set(node, now);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element?: Element | null })[]) {
        const element = entry.element;
        const text = (element?.textContent ?? '').trim().slice(0, 50);
        // (Inline, not a named helper: tsx would wrap it in a helper the page does not have.)
        let addedMs: number | undefined;
        for (let node: Node | null | undefined = element; node && addedMs === undefined; node = node.parentNode) {
          const at = added.get(node);
          if (at !== undefined) addedMs = Math.round(at);
        }
        seen.push({
          ms: Math.round(entry.startTime),
          addedMs,
          size: entry.size,
          text: `<${element?.localName ?? '?'}> ${text}`,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${appOrigin()}/live`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(6000);
  const { candidates, requests } = await page.evaluate(() => ({
    candidates: (window as Window & { lcpCandidates?: Candidate[] }).lcpCandidates ?? [],
    requests: performance.getEntriesByType('resource').map((r) => ({
      ms: Math.round(r.startTime),
      endMs: Math.round((r as PerformanceResourceTiming).responseEnd),
      name: new URL(r.name).pathname.split('/').pop() ?? r.name,
    })),
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const last = candidates.at(-1);
  for (const c of candidates) {
    const added = c.addedMs === undefined ? '' : ` (in the page at ${c.addedMs} ms)`;
    console.log(`  LCP candidate ${String(c.ms).padStart(5)} ms${added}  ${c.size} px²  ${c.text}`);
  }
  const facts = requests.find((r) => r.name === 'getStreamState');
  if (facts) console.log(`  getStreamState: asked at ${facts.ms} ms, answered at ${facts.endMs} ms`);
  const before = requests.filter((r) => last && r.ms < last.ms);
  console.log(
    `  ${before.length} requests started before the last candidate; the last ten: ${before
      .slice(-10)
      .map((r) => `${r.name}@${r.ms}`)
      .join(', ')}`,
  );
}

for (const language of LANGUAGES) {
  await asCitizenOnPhone(language, async (context) => {
    for (let run = 1; run <= RUNS; run++) {
      console.log(`/live ${language}, run ${run}`);
      const page = await context.newPage();
      await probe(page);
      await page.close();
    }
  });
}
