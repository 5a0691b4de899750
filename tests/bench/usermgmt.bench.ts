/**
 * /Admin/usermgmt at scale: BENCH_USERS (default 50 000) account records are written straight to
 * Firestore, then an admin in Chromium opens the list, pages forward, searches by email and name
 * prefix and filters by role (`npm run bench usermgmt`). Prints how long each screen took to show
 * its rows; the list reads one page plus one document whatever the total, so these should not grow
 * with BENCH_USERS. No assertions.
 */
import { COLLECTIONS, type UserRecord } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Locator } from 'playwright-core';
import { seedData } from '../../emulators/seed.js';
import { db } from '../support/emulators/admin.js';
import { emulatorAddress } from '../support/emulators/stack.js';
import { appOrigin, launchBrowser, logInThroughForm } from '../support/browser/chromium.js';
import { formatSummary } from './lib/stats.js';

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const PAGES = 10;
const admin = seedData.users.find((u) => u.role === 'admin')!;
const tag = randomUUID().slice(0, 6);

async function seedRecords(): Promise<number> {
  const started = performance.now();
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.failedAttempts < 5);
  for (let n = 0; n < USERS; n++) {
    const email = `scale-${tag}-${String(n).padStart(6, '0')}@bench.civic`;
    const displayName = `Scale ${tag} ${n}`;
    const record: UserRecord<Timestamp> = {
      uid: `scale-${tag}-${n}`,
      email,
      emailLower: email,
      displayName,
      displayNameLower: displayName.toLowerCase(),
      photoURL: '',
      bio: '',
      role: n % 100 === 0 ? 'admin' : 'user',
      eligible: n % 3 === 0,
      status: n % 50 === 0 ? 'disabled' : 'active',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    };
    void writer.create(db.collection(COLLECTIONS.users).doc(record.uid), record);
  }
  await writer.close();
  return performance.now() - started;
}

/** Runs `act` and returns the ms until `shown` (something only the new result has) is visible. */
async function timed(act: () => Promise<unknown>, shown: Locator): Promise<number> {
  const started = performance.now();
  await act();
  await shown.waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

const seedMs = await seedRecords();
console.log(`Seeded ${USERS} account records in ${(seedMs / 1000).toFixed(1)} s`);

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${appOrigin()}/login`);
  await logInThroughForm(page, admin.email, admin.password);
  await page.waitForURL('**/Admin/dashboard');
  // Bytes the page receives from the Firestore emulator: what a page of the list costs the client.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const firestorePort = String(emulatorAddress('firestore').port);
  const firestoreRequests = new Set<string>();
  let firestoreBytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).port === firestorePort) firestoreRequests.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (firestoreRequests.has(event.requestId)) firestoreBytes += event.dataLength;
  });

  const table = (n: number) => page.getByRole('table', { name: `Users, page ${n}` });
  const firstRow = (n: number) => table(n).getByRole('row').nth(1);
  const row = (text: string) => table(1).getByRole('row', { name: text });
  const email = page.getByLabel('Email starts with');

  const open: number[] = [];
  for (let i = 0; i < 5; i++) {
    open.push(await timed(() => page.goto(`${appOrigin()}/Admin/usermgmt`), firstRow(1)));
  }
  const next: number[] = [];
  const bytesBefore = firestoreBytes;
  for (let n = 2; n <= PAGES + 1; n++) {
    next.push(await timed(() => page.getByRole('button', { name: 'Next' }).click(), firstRow(n)));
  }
  const bytesPerPage = (firestoreBytes - bytesBefore) / PAGES;
  await page.goto(`${appOrigin()}/Admin/usermgmt`);
  await firstRow(1).waitFor();

  // Prefixes of 10 accounts each, none of them on the unfiltered first page.
  const search: number[] = [];
  const padded = (n: number) => String(n).padStart(6, '0');
  for (let i = 1; i <= 5; i++) {
    const first = Math.floor((i * USERS) / 6 / 10) * 10;
    const prefix = `scale-${tag}-${padded(first).slice(0, 5)}`;
    search.push(await timed(() => email.fill(prefix), row(`scale-${tag}-${padded(first)}@`)));
    await email.fill('');
    await row(admin.email).waitFor();
  }
  // Admins: the seed admin, then every 100th account; adding "disabled" drops the seed admin.
  const byRole = await timed(
    () => page.getByLabel('Role', { exact: true }).selectOption('admin'),
    row(`scale-${tag}-000100@`),
  );
  const byRoleAndStatus = await timed(
    () => page.getByLabel('Status', { exact: true }).selectOption('disabled'),
    firstRow(1).filter({ hasText: `scale-${tag}-000000@` }),
  );
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await page.getByLabel('Role', { exact: true }).selectOption('all');
  await page.getByLabel('Search in').selectOption('name');
  const byName = await timed(
    () => page.getByLabel('Name starts with').fill(`scale ${tag} ${USERS - 7}`),
    row(`scale-${tag}-${padded(USERS - 7)}@`),
  );

  console.log(`Accounts in Firestore: ${USERS + seedData.users.length}+ (page size 25)`);
  console.log(formatSummary('open /Admin/usermgmt to first page', open));
  console.log(formatSummary(`Next, pages 2–${PAGES + 1}`, next));
  console.log(`Firestore bytes received per page: ${(bytesPerPage / 1024).toFixed(1)} KiB`);
  console.log(formatSummary('email prefix search (incl. 300 ms typing debounce)', search));
  console.log(`name prefix search (incl. debounce): ${byName.toFixed(1)} ms`);
  console.log(`role filter (admin): ${byRole.toFixed(1)} ms; role + status: ${byRoleAndStatus.toFixed(1)} ms`);
} finally {
  await browser.close();
}
