/**
 * /UserUploader end to end in Chromium: a 50-row CSV with 3 bad rows → 47 created and a failures
 * CSV of 3; the same file again → 0 created, 47 already existed; malformed files write nothing.
 */
import { COLLECTIONS } from '@civic/domain';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/emulators/admin.js';
import { appOrigin, logIn, screenshot } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { paths } from '@/config/paths';

const tag = randomUUID().slice(0, 8);
const { newPage } = browserPages();
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  page = await newPage({ viewport: { width: 1200, height: 900 } });
  page.on('pageerror', (error) => errors.push(error.message));
  await logIn(page, 'admin');
});

const BAD_LINES = new Map([
  [11, `not-an-email-${tag},Bad Email,user,false`],
  [21, `bulk-${tag}-bad-role@test.civic,Bad Role,owner,false`],
  [31, `bulk-${tag}-bad-eligible@test.civic,Bad Eligible,user,maybe`],
]);

/** 50 data rows; lines 11, 21 and 31 (file lines, header is line 1) are invalid. */
function fiftyRowCsv(): string {
  const lines = ['email,displayName,role,eligible'];
  for (let line = 2; line <= 51; line++) {
    lines.push(BAD_LINES.get(line) ?? `bulk-${tag}-${line}@test.civic,Bulk User ${line},user,${line % 2 === 0}`);
  }
  return `${lines.join('\n')}\n`;
}

async function chooseFile(name: string, content: string | Buffer) {
  await page.goto(`${appOrigin()}${paths.userUploader}`);
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
}

const count = async (id: string) => Number(await page.getByTestId(`count-${id}`).textContent());

async function importAndWait(valid: number) {
  await page.getByRole('button', { name: `Import ${valid} users` }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
}

const bulkAccounts = async () =>
  (
    await db
      .collection(COLLECTIONS.users)
      .where('emailLower', '>=', `bulk-${tag}`)
      .where('emailLower', '<', `bulk-${tag}\uf8ff`)
      .get()
  ).size;

describe('importing a CSV of 50 rows with 3 bad ones', () => {
  it('previews with per-row validation and writes nothing before Import', async () => {
    await chooseFile('people.csv', fiftyRowCsv());
    await page.getByText('47 ready to import').waitFor();
    await page.getByText('3 with problems').waitFor();
    // The preview shows lines 2–11; line 11 is the bad email, marked on its row.
    await page.getByRole('cell', { name: 'email: Enter a valid email address', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'OK', exact: true }).count()).toBe(9);
    expect(await bulkAccounts()).toBe(0);
    await screenshot(page, 'accounts-uploader-preview');
  });

  it('at 390 px lists every row with a problem, beyond the first ten, with its reason on screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseFile('people.csv', fiftyRowCsv());
    const problems = page.getByRole('list', { name: 'Rows with problems' });
    await problems.waitFor();
    expect(await problems.getByRole('listitem').count()).toBe(3);
    for (const [line, reason] of [
      [11, 'email: Enter a valid email address'],
      [21, 'role: Role must be admin or user'],
      [31, 'eligible: Eligible must be true or false'],
    ] as const) {
      const item = problems.getByRole('listitem').filter({ hasText: `Line ${line}` });
      await item.getByText(reason).waitFor();
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'accounts-uploader-preview-390-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'accounts-uploader-preview-390-dark');
    await page.setViewportSize({ width: 1200, height: 900 });
    await screenshot(page, 'accounts-uploader-preview-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await chooseFile('people.csv', fiftyRowCsv());
    await page.getByText('47 ready to import').waitFor();
  });

  it('creates 47 accounts and offers a failures CSV listing the 3 bad rows', async () => {
    await importAndWait(47);
    expect(await count('created')).toBe(47);
    expect(await count('existed')).toBe(0);
    expect(await count('invalid')).toBe(3);
    expect(await count('failed')).toBe(0);
    expect(await bulkAccounts()).toBe(47);
    // Full-page screenshots of a scrolled page draw the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'accounts-uploader-done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download failures CSV/ }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('line,email,displayName,role,eligible,outcome,reason');
    expect(csv.slice(1).map((row) => row.split(',')[0])).toEqual(['11', '21', '31']);
    expect(csv.join('\n')).not.toContain('password');
  });

  it('the same file again creates nothing: 0 created, 47 already existed', async () => {
    await chooseFile('people.csv', fiftyRowCsv());
    await importAndWait(47);
    expect(await count('created')).toBe(0);
    expect(await count('existed')).toBe(47);
    expect(await count('invalid')).toBe(3);
    expect(await bulkAccounts()).toBe(47);
    expect(errors).toEqual([]);
  });
});

describe('malformed files get a clear message and write nothing', () => {
  it.each([
    ['a wrong header', 'mail,name,role\na@test.civic,A,user\n', 'The first line must be the header'],
    ['an empty file', '', 'The file is empty.'],
    [
      'a binary file',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0xff, 0xfe]),
      'This is not a CSV text file',
    ],
    [
      'a huge row',
      `email,displayName,role\nbulk-${tag}-huge@test.civic,${'x'.repeat(100_000)},user\n`,
      'has a cell longer than 512 characters',
    ],
    ['a header with no rows', 'email,displayName,role\n', 'The file has a header but no rows.'],
  ])('%s', async (_what, content, message) => {
    await chooseFile('bad.csv', content);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(message);
    expect(await alert.textContent()).toContain('Nothing was imported.');
    expect(await page.getByRole('button', { name: /^Import \d+ users$/ }).count()).toBe(0);
  });
});
