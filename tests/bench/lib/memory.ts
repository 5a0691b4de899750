import type { Page } from 'playwright-core';

/**
 * The page's JS heap in use, in bytes, through the DevTools protocol; `collect` runs a garbage
 * collection first (a "before" or "after" figure, not a peak sample).
 */
export async function pageHeapMeter(page: Page): Promise<(collect?: boolean) => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async (collect = false) => {
    if (collect) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  };
}

/** Bytes as megabytes with one decimal, as the benchmarks print them. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
