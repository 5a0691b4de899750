/**
 * The web shell in Chromium against the production build on the hosting emulator: guards,
 * remembered return path, role mismatch toast, 404 page, game area, theme persistence, code
 * splitting of public routes, the service worker, and screenshots of every layout.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  type BallotDoc,
  type CensusEntryDoc,
  type HttpEnvelope,
  type PublicEventView,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { seedData } from '../../emulators/seed.js';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { appOrigin, logIn, logInThroughForm, screenshot } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { PHONE, seedAdmin, seedUser } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

/**
 * Whether the page shows the event the server calls next. Not simply the seed event: the events
 * suites schedule and end events while this file runs, so the server is asked at each look.
 */
async function showsNextEvent(page: Page): Promise<boolean> {
  const response = await fetch(`${functionsOrigin}/getNextEvent`, { headers: { accept: 'application/json' } });
  const body = (await response.json()) as HttpEnvelope<PublicEventView | null>;
  const title = body.success ? body.data?.title : undefined;
  return title !== undefined && (await page.getByRole('heading', { name: title, exact: true }).isVisible());
}

const { newPage } = browserPages();

async function freshPage(
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const page = await newPage({ viewport: PHONE, colorScheme: options.colorScheme ?? 'light' });
  return { context: page.context(), page };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('guards', () => {
  it('sends a visitor on /User/dashboard to /login, and back to /User/dashboard after login', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.user.dashboard}`);
    await page.waitForURL(`**${paths.login}`);
    await logInThroughForm(page, seedUser.email, seedUser.password);
    await page.waitForURL(`**${paths.user.dashboard}`);
    await eventually(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);
    await context.close();
  });

  it('returns a visitor to the exact screen they asked for (not just their dashboard)', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.user.profile}`);
    await page.waitForURL(`**${paths.login}`);
    await logInThroughForm(page, seedUser.email, seedUser.password);
    await page.waitForURL(`**${paths.user.profile}`);
    await context.close();
  });

  it('sends a user who opens /Admin/dashboard to their own dashboard with a toast', async () => {
    const { context, page } = await freshPage();
    await logIn(page, 'user');
    await page.goto(`${appOrigin()}${paths.admin.dashboard}`);
    await page.waitForURL(`**${paths.user.dashboard}`);
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: 'You do not have access to Admin dashboard.' }).count(),
    ).toBe(1);
    await context.close();
  });

  it('sends a signed-in user on / to their dashboard', async () => {
    const { context, page } = await freshPage();
    await logIn(page, 'user');
    await page.goto(`${appOrigin()}${paths.landing}`);
    await page.waitForURL(`**${paths.user.dashboard}`);
    await context.close();
  });

  it('sends a signed-out visitor on /game/anything to /login', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.game}anything`);
    await page.waitForURL(`**${paths.login}`);
    await context.close();
  });

  it('lets any signed-in user into /game/', async () => {
    const { context, page } = await freshPage();
    await logIn(page, 'admin');
    await page.goto(`${appOrigin()}${paths.game}round-1`);
    await eventually(() => page.getByRole('heading', { name: 'Live trivia' }).isVisible()).toBe(true);
    expect(pathOf(page)).toBe(`${paths.game}round-1`);
    await context.close();
  });

  it('keeps an ineligible user out of the constitutional vote, saying why', async () => {
    const { context, page } = await freshPage();
    const ineligible = seedData.users.find((u) => u.role === 'user' && !u.eligible)!;
    await logIn(page, ineligible);
    await eventually(() =>
      page
        .getByRole('region', { name: 'Constitutional vote' })
        .getByText('You are not on the list of eligible voters')
        .isVisible(),
    ).toBe(true);
    await page.goto(`${appOrigin()}${paths.user.constitutionalVote}`);
    await page.waitForURL(`**${paths.user.dashboard}`);
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: 'not on the list of eligible voters' }).count(),
    ).toBe(1);
    await context.close();
  });

  it('lets a user in only once they are on the census of an announced ballot, from the server’s view', async () => {
    // Not marked eligible, so no other suite's ballot can take this account into its census.
    const voter = await createTestAccount('user');
    const ballot = db.collection(COLLECTIONS.constitutionalVotes).doc(`e2e-${voter.uid}`);
    const { context, page } = await freshPage();
    try {
      await logIn(page, voter);
      await page.goto(`${appOrigin()}${paths.user.constitutionalVote}`);
      await page.waitForURL(`**${paths.user.dashboard}`);
      await eventually(() =>
        page.getByRole('alert').filter({ hasText: 'not on the list of eligible voters' }).count(),
      ).toBe(1);

      const now = Date.now();
      await ballot.set({
        title: 'Charter amendments',
        introduction: '',
        articles: [{ id: 'a1', title: 'Name', text: 'The city is called Civica.' }],
        status: 'open',
        opensAt: Timestamp.fromMillis(now - 60_000),
        closesAt: Timestamp.fromMillis(now + 3_600_000),
        announcedAt: Timestamp.fromMillis(now),
        censusMode: 'eligible',
        censusSize: 1,
        urnShards: 1,
        passRule: 'none',
      } satisfies Partial<BallotDoc>);
      await ballot
        .collection(COLLECTIONS.census)
        .doc(voter.uid)
        .set({ uid: voter.uid, voted: false } satisfies CensusEntryDoc);
      await page.goto(`${appOrigin()}${paths.user.constitutionalVote}`);
      await eventually(() => page.getByRole('heading', { name: 'Constitutional vote', level: 1 }).isVisible()).toBe(
        true,
      );
      expect(pathOf(page)).toBe(paths.user.constitutionalVote);

      // The dashboard runs the same check and links to the open ballot.
      await page.goto(`${appOrigin()}${paths.user.dashboard}`);
      const status = page.getByRole('region', { name: 'Constitutional vote' });
      await status.getByRole('link', { name: 'Cast your ballot' }).click();
      await page.waitForURL(`**${paths.user.constitutionalVote}`);
    } finally {
      await db.recursiveDelete(ballot);
      await context.close();
    }
  });
});

describe('errors', () => {
  it('shows Page Not Found: /nope with status 404 for an unknown path', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${appOrigin()}/nope`);
    await eventually(() => page.getByRole('heading', { name: 'Page Not Found: /nope' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Status code 404').textContent()).toBe('404');
    await context.close();
  });
});

describe('session', () => {
  it('logs out from the layout: user cleared, back on /', async () => {
    const { context, page } = await freshPage();
    await logIn(page, 'admin');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${appOrigin()}${paths.landing}`);
    expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull();
    await context.close();
  });

  // CI met this on a loaded machine: the admin area still loading when Log out was clicked, its
  // guard (mounted after the logout) sent the page on to /login, after the logout's own `/`.
  it('logs out while the dashboard is still loading: lands on / and stays', async () => {
    const { context, page } = await freshPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldUrls: string[] = [];
    await page.route(/\/assets\/admin[^/]*\.js$/, async (route) => {
      heldUrls.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(`${appOrigin()}${paths.login}`);
    await logInThroughForm(page, seedAdmin.email, seedAdmin.password);
    await page.waitForURL(`**${paths.admin.dashboard}`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await eventually(() => page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull();
    await page.waitForURL(`${appOrigin()}${paths.landing}`);
    expect(heldUrls.length, 'the admin area was still loading').toBeGreaterThan(0);
    release();
    // Once the held modules are evaluated (importing them again resolves then) and two frames
    // later, whatever the admin area's guard would do is done.
    // (A string: Vitest would rewrite an import() written in this file.)
    await page.evaluate(`Promise.all(${JSON.stringify(heldUrls)}.map((url) => import(url)))`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(pathOf(page)).toBe(paths.landing);
    expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBeNull();
    await context.close();
  });

  it('follows a logout in another tab', async () => {
    const { context, page } = await freshPage();
    await logIn(page, 'user');
    const other = await context.newPage();
    await other.goto(`${appOrigin()}${paths.user.profile}`);
    await eventually(() => other.getByRole('heading', { name: 'Profile', level: 1 }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Log out' }).click();
    await other.waitForURL(`${appOrigin()}${paths.landing}`);
    await context.close();
  });
});

describe('app-wide behaviours', () => {
  it('keeps the chosen theme across a reload', async () => {
    const { context, page } = await freshPage({ colorScheme: 'light' });
    await page.goto(`${appOrigin()}${paths.landing}`);
    await page.getByLabel('Theme').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await eventually(() => page.getByLabel('Theme').inputValue()).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('colorMode'))).toBe('dark');
    await context.close();
  });

  it('shows the next live event on the landing page', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.landing}`);
    await eventually(() => showsNextEvent(page)).toBe(true);
    await context.close();
  });

  it('loads no database SDK on the public routes / and /login', async () => {
    for (const path of [paths.landing, paths.login]) {
      const { context, page } = await freshPage();
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
      });
      await page.goto(`${appOrigin()}${path}`, { waitUntil: 'networkidle' });
      expect(scripts.length).toBeGreaterThan(0);
      // Markers that only the Firestore and Realtime Database SDKs contain.
      expect(scripts.filter((code) => code.includes('google.firestore.v1'))).toEqual([]);
      expect(scripts.filter((code) => code.includes('FIREBASE_DATABASE_EMULATOR_HOST'))).toEqual([]);
      await context.close();
    }
  });

  it('registers the service worker /sw.js with scope / and links the web manifest', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${appOrigin()}${paths.landing}`);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${appOrigin()}/`, script: `${appOrigin()}/sw.js` });
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(`${appOrigin()}${manifestHref}`)).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    await context.close();
  });

  it('serves the build files the new-build detection polls', async () => {
    const { context, page } = await freshPage();
    const latest = await (await page.request.get(`${appOrigin()}/latest-build.json?t=${Date.now()}`)).json();
    const manifest = await (await page.request.get(`${appOrigin()}/build-manifest.json`)).json();
    expect(typeof latest.id).toBe('string');
    expect(manifest.id).toBe(latest.id);
    await context.close();
  });
});

describe('screenshots (phone width, light and dark)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`captures landing, login, admin and user layouts in ${scheme}`, async () => {
      const { context, page } = await freshPage({ colorScheme: scheme });
      await page.goto(`${appOrigin()}${paths.landing}`);
      await eventually(() => showsNextEvent(page)).toBe(true);
      await screenshot(page, `shell-landing-${scheme}`);
      await page.goto(`${appOrigin()}${paths.login}`);
      await page.getByLabel('Email').waitFor();
      await screenshot(page, `shell-login-${scheme}`);
      await logInThroughForm(page, seedAdmin.email, seedAdmin.password);
      await page.waitForURL(`**${paths.admin.dashboard}`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await screenshot(page, `shell-admin-${scheme}`);
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${appOrigin()}${paths.landing}`);
      await logIn(page, 'user');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      // Settled: polls, the next event and the vote status have loaded.
      await page.getByRole('heading', { name: 'Open polls' }).waitFor();
      await eventually(() => showsNextEvent(page)).toBe(true);
      await page.getByText('Checking the constitutional vote…').waitFor({ state: 'detached' });
      await screenshot(page, `shell-user-${scheme}`);
      await context.close();
    });
  }
});
