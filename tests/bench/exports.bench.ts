/**
 * CSV export benchmark (numbers only, no assertions). Run: `npm run bench -- exports`.
 * Seeds BENCH_EXPORT_ROWS (default 100 000) votes cast inside one ended event (Admin SDK bulk
 * writer, background triggers paused so 100 000 vote triggers do not run), then
 *  1. the function: downloads the event's votes export from `exportCsv` (bearer token, streamed
 *     body) and prints time to first byte, total time, rows/s, bytes, this reader's peak heap and
 *     the function process's RSS before and at its peak (recorded in the export's audit entry);
 *  2. the page: in Chromium, the admin clicks "Export votes" on the Analytics tab; prints the time
 *     to the download, its rows, and the page's JS heap before, at peak (sampled every 250 ms) and
 *     after — the page streams the rows into the browser's blob store, not into its heap.
 */
import { COLLECTIONS, EXPORT_TOTAL_HEADER } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { createReadStream } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { appOrigin, launchBrowser, logIn } from '../support/browser/chromium.js';
import { emulatorToken } from '../support/emulators/emulator-token.js';
import { emulatorAddress, functionsOrigin } from '../support/emulators/stack.js';
import { mb, pageHeapMeter } from './lib/memory.js';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);

async function backgroundTriggers(on: boolean) {
  await fetch(`${emulatorAddress('hub').origin}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, {
    method: 'PUT',
  });
}

/** An ended event with one poll open through it, and ROWS votes cast inside it. */
const title = `Export benchmark ${Date.now()}`;

async function seed(adminUid: string): Promise<string> {
  const now = Date.now();
  const event = db.collection(COLLECTIONS.events).doc();
  await event.set({
    title,
    status: 'ended',
    visibility: 'signed-in',
    startsAt: Timestamp.fromMillis(now - 3_600_000),
    wentLiveAt: Timestamp.fromMillis(now - 3_600_000),
    endedAt: Timestamp.fromMillis(now),
    createdBy: adminUid,
  });
  const poll = db.collection(COLLECTIONS.polls).doc();
  await poll.set({
    kind: 'poll',
    question: 'Export benchmark: extend the night buses?',
    description: '',
    options: [
      { id: 'a', label: 'Yes' },
      { id: 'b', label: 'No' },
    ],
    optionIds: ['a', 'b'],
    published: true,
    opensAt: Timestamp.fromMillis(now - 3_500_000),
    closesAt: Timestamp.fromMillis(now - 100_000),
    resultsVisibility: 'live',
    sponsor: null,
    createdBy: adminUid,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  const started = performance.now();
  await backgroundTriggers(false);
  try {
    const writer = db.bulkWriter();
    for (let i = 0; i < ROWS; i++) {
      void writer.set(poll.collection(COLLECTIONS.votes).doc(`bench-voter-${i}`), {
        optionId: i % 3 === 0 ? 'b' : 'a',
        votedAt: Timestamp.fromMillis(now - 3_400_000 + Math.floor((i * 3_200_000) / ROWS)),
        counted: true,
      });
    }
    await writer.close();
  } finally {
    await backgroundTriggers(true);
  }
  console.log(
    `setup: ${ROWS.toLocaleString()} votes written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return event.id;
}

const admin = await createTestAccount('admin');
const eventId = await seed(admin.uid);
console.log(
  `machine load before the export (1/5/15 min): ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
let peakHeap = process.memoryUsage().heapUsed;
const started = performance.now();
const response = await fetch(`${functionsOrigin}/exportCsv?kind=votes&eventId=${eventId}`, {
  headers: { Authorization: `Bearer ${emulatorToken(admin.uid, 'admin')}` },
});
const firstByte = performance.now() - started;
if (!response.ok || !response.body) throw new Error(`export refused: HTTP ${response.status} ${await response.text()}`);
const total = Number(response.headers.get(EXPORT_TOTAL_HEADER));
let bytes = 0;
let rows = -1; // the header line
for await (const chunk of response.body) {
  bytes += chunk.length;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) rows++;
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}
const seconds = (performance.now() - started) / 1000;
const audit = await eventually(async () => {
  const entries = await db
    .collection(COLLECTIONS.auditLog)
    .where('target', '==', `events/${eventId}`)
    .where('action', '==', 'export')
    .get();
  return entries.docs[0]?.get('details') as { startRssBytes: number; peakRssBytes: number; ms: number } | undefined;
});
console.log(
  `machine load after (1/5/15 min): ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
console.log('(a 2-core machine shared with other helpers’ emulators and builds: times are noisy)');
console.log(
  `export of ${rows.toLocaleString()} vote rows (X-Total-Rows ${total.toLocaleString()}): first byte ${firstByte.toFixed(0)} ms, ` +
    `total ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString()} rows/s, ${mb(bytes)}`,
);
console.log(
  `function process RSS: ${mb(audit.startRssBytes)} before, ${mb(audit.peakRssBytes)} at peak ` +
    `(+${mb(audit.peakRssBytes - audit.startRssBytes)}; server time ${(audit.ms / 1000).toFixed(1)} s); ` +
    `reader peak heap ${mb(peakHeap)} (streamed, not buffered)`,
);

/** The same export through the page, as an admin does it. */
async function exportInThePage() {
  const browser = await launchBrowser();
  const page = await browser.newPage({ acceptDownloads: true });
  const heap = await pageHeapMeter(page);
  await logIn(page, admin);
  await page.goto(`${appOrigin()}/Admin/reports?tab=analytics`);
  await page.getByLabel('Event').selectOption({ label: title }, { timeout: 60_000 });
  await page.getByTestId('figure-unique-viewers').waitFor({ timeout: 120_000 });
  const before = await heap(true);
  let peak = before;
  const sampler = setInterval(() => void heap().then((value) => (peak = Math.max(peak, value))), 250);
  const begin = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30 * 60_000 }),
    page.getByRole('button', { name: 'Export votes' }).click(),
  ]);
  const path = await download.path();
  const ms = performance.now() - begin;
  clearInterval(sampler);
  const after = await heap();
  let pageRows = -1;
  let pageBytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    pageBytes += chunk.length;
    for (const byte of chunk) if (byte === 10) pageRows++;
  }
  console.log(
    `page: "Export votes" → file of ${pageRows.toLocaleString()} rows (${mb(pageBytes)}) in ${(ms / 1000).toFixed(1)} s; ` +
      `JS heap ${mb(before)} before, ${mb(peak)} at peak, ${mb(after)} after`,
  );
  await browser.close();
}

await exportInThePage();
process.exit(0);
