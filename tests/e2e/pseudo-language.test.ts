/**
 * The pseudo-language pass (issue 32, docs/languages.md "Guards"): every route of the spec opened
 * as a visitor, the seed citizen and the seed admin, at 390 px, in the pseudo-language: English made
 * accented and about 35 % longer, each message wrapped in ⟦ ⟧. A screen fails on any visible text or
 * accessible name with English words that did not pass through a catalog, and on any screen that
 * scrolls sideways with the longer text.
 *
 * The pseudo-language exists only in a build made with `VITE_PSEUDO_LANGUAGE=1`; the stack's own
 * build is the production one (its bytes are measured), so this file builds its own copy and serves
 * it at the hosting emulator's origin through Playwright's request routing, with firebase.json's
 * clean URLs and rewrites. Service workers are blocked: one would fetch past the routing, from the
 * real build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, STACK_SUFFIX } from '../../emulators/config.js';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { appOrigin, sidewaysOverflow } from '../support/browser/chromium.js';
import { PHONE } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { pageAs, ROUTES, SEED_VIEWERS, settled, type SeedViewer } from '../support/browser/screens.js';
import { untranslatedText } from '../support/browser/untranslated.js';

const PSEUDO_DIST = join(ROOT, `web/dist-pseudo${STACK_SUFFIX}`);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
  '.woff2': 'font/woff2',
};

/**
 * The file the hosting emulator would serve for `pathname` to a reader of no prerendered language
 * (the pseudo-language's pages are the English ones, hidden until rendered): the file itself, a
 * folder's index.html, the clean URL's .html file (`cleanUrls`), else the first rewrite.
 */
function fileFor(pathname: string): string {
  const direct = normalize(join(PSEUDO_DIST, decodeURIComponent(pathname)));
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  if (direct.startsWith(PSEUDO_DIST)) {
    const found = [direct, join(direct, 'index.html'), `${direct}.html`].find(isFile);
    if (found) return found;
  }
  const rewrite = firebaseJson.hosting.rewrites.find((rule) => rule.source === '**' || rule.source === pathname);
  return join(PSEUDO_DIST, rewrite?.destination ?? '/app.html');
}

async function servePseudoBuild(context: BrowserContext): Promise<void> {
  const origin = appOrigin();
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      const file = fileFor(new URL(route.request().url()).pathname);
      await route.fulfill({
        body: readFileSync(file),
        contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      });
    },
  );
}

const pages = browserPages();

beforeAll(() => {
  // The stack's environment (emulator hosts, project id) plus the pseudo-language; not Vitest's
  // own (NODE_ENV=test makes a different build: no prerendered pages, no service worker).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', PSEUDO_DIST, '--emptyOutDir'], {
    cwd: join(ROOT, 'web'),
    env: { ...env, NODE_ENV: 'production', VITE_PSEUDO_LANGUAGE: '1' },
    stdio: 'inherit',
  });
}, 300_000);

/** The viewer's page, on the pseudo build, reading the pseudo-language. */
async function pseudoPageAs(viewer: SeedViewer): Promise<Page> {
  const page = await pageAs(pages, viewer, PHONE, { serviceWorkers: 'block' });
  // Signed in (through the English form of the production build, which the routing does not
  // cover yet): from here on every request is the pseudo build's.
  await servePseudoBuild(page.context());
  await page.context().addInitScript(() => localStorage.setItem('language', 'pseudo'));
  return page;
}

/**
 * Opens `url` and waits for the screen it ends on. The wait for the document is only for its
 * arrival: a page that sends its viewer elsewhere (`/` sends a signed-in person to their dashboard,
 * a new document) may do so before its routed, slower subresources load, which would abort a wait
 * for `load`. Then the address must rest (200 ms twice) with the screen settled.
 */
async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  let address = '';
  for (let unchanged = 0; unchanged < 2;) {
    await settled(page);
    await page.waitForTimeout(200);
    unchanged = page.url() === address ? unchanged + 1 : 0;
    address = page.url();
  }
}

describe.each(Object.keys(SEED_VIEWERS) as SeedViewer[])('in the pseudo-language at 390 px as %s', (viewer) => {
  it('every screen speaks through the catalogs and fits the phone', { timeout: 600_000 }, async () => {
    const page = await pseudoPageAs(viewer);
    const untranslated = new Map<string, string[]>();
    const wide = new Map<string, string[]>();
    for (const route of ROUTES) {
      await openSettled(page, `${appOrigin()}${route}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
      const landed = new URL(page.url()).pathname;
      if (untranslated.has(landed)) continue;
      untranslated.set(landed, await untranslatedText(page));
      wide.set(landed, await sidewaysOverflow(page));
    }
    const failing = (found: Map<string, string[]>) =>
      Object.fromEntries([...found].filter(([, culprits]) => culprits.length > 0));
    console.log(`pseudo-language as ${viewer}: ${untranslated.size} screens read`);
    expect(failing(untranslated)).toEqual({});
    expect(failing(wide)).toEqual({});
  });
});
