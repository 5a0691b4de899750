/**
 * Bulk import through the real UI: a CSV of BENCH_IMPORT_ROWS (default 10 000) users uploaded in
 * /UserUploader in Chromium, against the emulators (`npm run bench accounts-import`). Prints total
 * time, parse time, rows/s and the page's JS heap before, during (peak) and after. No assertions.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { seedData } from '../../emulators/seed.js';
import { appOrigin, launchBrowser, logInThroughForm } from '../support/browser/chromium.js';
import { mb, pageHeapMeter } from './lib/memory.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const admin = seedData.users.find((u) => u.role === 'admin')!;
const tag = randomUUID().slice(0, 8);

function csv(rows: number): string {
  const lines = ['email,displayName,role,eligible'];
  for (let n = 1; n <= rows; n++) lines.push(`bench-${tag}-${n}@test.civic,Bench User ${n},user,${n % 3 === 0}`);
  return `${lines.join('\n')}\n`;
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const heap = await pageHeapMeter(page);

  await page.goto(`${appOrigin()}/login`);
  await logInThroughForm(page, admin.email, admin.password);
  await page.waitForURL('**/Admin/dashboard');
  await page.goto(`${appOrigin()}/UserUploader`);
  await page.getByLabel('CSV file').waitFor();
  const before = await heap(true);
  const content = Buffer.from(csv(ROWS));

  const started = performance.now();
  await page.getByLabel('CSV file').setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: content });
  await page.getByText(`${ROWS} ready to import`).waitFor({ timeout: 120_000 });
  const parsed = performance.now();

  let peak = await heap();
  const sampler = setInterval(() => {
    void heap().then((value) => (peak = Math.max(peak, value)));
  }, 2000);
  await page.getByRole('button', { name: `Import ${ROWS} users` }).click();
  const finishedHeading = page.getByRole('heading', { name: 'Import finished' });
  await finishedHeading.waitFor({ timeout: 60 * 60_000 });
  const failedOf = async () => Number(await page.getByTestId('count-failed').textContent());
  const failedFirstPass = await failedOf();
  // Chunks that failed to send (timeouts on a loaded machine) are retried alone, as an admin would.
  let retries = 0;
  for (; retries < 3 && (await failedOf()) > 0; retries++) {
    await page.getByRole('button', { name: /^Retry \d+ failed chunks?$/ }).click();
    await page.getByRole('heading', { name: 'Importing…' }).waitFor();
    await finishedHeading.waitFor({ timeout: 60 * 60_000 });
  }
  const finished = performance.now();
  clearInterval(sampler);
  const after = await heap();
  const afterGc = await heap(true);

  const counts = Object.fromEntries(
    await Promise.all(
      ['created', 'existed', 'invalid', 'failed'].map(
        async (id) => [id, Number(await page.getByTestId(`count-${id}`).textContent())] as const,
      ),
    ),
  );
  const seconds = (finished - started) / 1000;
  console.log(`rows:              ${ROWS} (${mb(content.length)} CSV)`);
  console.log(`outcomes:          ${JSON.stringify(counts)}`);
  console.log(`retries:           ${retries} (rows failed to send on the first pass: ${failedFirstPass})`);
  console.log(`parse + preview:   ${((parsed - started) / 1000).toFixed(2)} s`);
  console.log(`upload + create:   ${((finished - parsed) / 1000).toFixed(1)} s`);
  console.log(`total:             ${seconds.toFixed(1)} s  (${(ROWS / seconds).toFixed(1)} rows/s)`);
  console.log(`JS heap before:    ${mb(before)}`);
  console.log(`JS heap peak:      ${mb(peak)} (sampled every 2 s)`);
  console.log(`JS heap after:     ${mb(after)}  (after GC: ${mb(afterGc)})`);
} finally {
  await browser.close();
}
