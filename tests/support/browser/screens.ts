/**
 * Walking every screen in Chromium: every path of config/paths.ts, the seed accounts that open
 * them, a page signed in as one of them, and "the screen has settled".
 */
import type { Page } from 'playwright-core';
import { paths } from '@/config/paths';
import { DESKTOP, SEED_ACCOUNTS } from './e2e.js';
import type { browserPages, ContextOptions } from './pages.js';

type PathTree = string | { readonly [key: string]: PathTree };
const allPaths = (tree: PathTree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(allPaths);

/** Every route of the app, once. */
export const ROUTES = allPaths(paths);

/** Who opens the screens: nobody signed in, the seed citizen, the seed admin. */
export const SEED_VIEWERS = { visitor: null, ...SEED_ACCOUNTS };
export type SeedViewer = keyof typeof SEED_VIEWERS;

/** A page of the file's `browserPages()` as `viewer`: signed out for the visitor, else signed in. */
export function pageAs(
  { newPage, signedInPage }: ReturnType<typeof browserPages>,
  viewer: SeedViewer,
  viewport = DESKTOP,
  options: ContextOptions = {},
): Promise<Page> {
  return viewer === 'visitor'
    ? newPage({ ...options, viewport })
    : signedInPage(viewer, undefined, { ...options, viewport });
}

/**
 * The screen has rendered and finished loading what it shows (a spinner never stays for long).
 * `timeout`: the heading's limit (`headed`).
 */
export async function settled(page: Page, timeout?: number): Promise<void> {
  await headed(page, timeout);
  await spinnersGone(page);
}

/**
 * The screen has rendered its heading: the route has decided where it lands. `timeout`: for the app
 * to take the page and for the heading, each (45 s unless given).
 */
export async function headed(page: Page, timeout = 45_000): Promise<void> {
  // A prerendered public page shows its heading before the app runs. In a signed-in browser the app
  // then renders afresh and may send the reader elsewhere (a signed-in admin's `/` goes to the
  // dashboard): the heading counts once React has taken the page's root (createRoot or hydrateRoot
  // mark it), docs/testing.md, "A screen has landed when the app has taken the page".
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      },
      undefined,
      { timeout },
    )
    .catch((error: unknown) => {
      throw new Error(`${new URL(page.url()).pathname}: the app never took the page: ${String(error)}`);
    });
  // Generous: a screen behind a server check (the constitutional vote's eligibility) on a machine
  // busy with the emulators once took longer than 20 s. A failure names the screen.
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout })
    .catch((error: unknown) => {
      throw new Error(`${new URL(page.url()).pathname} never showed its heading: ${String(error)}`);
    });
}

/**
 * The screen has finished loading what it shows: a screen that keeps a live spinner is taken as it
 * is after 15 s.
 */
export async function spinnersGone(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await page.locator('[role="status"] .spinner').count()) > 0 && Date.now() < deadline) {
    await page.waitForTimeout(250);
  }
}
