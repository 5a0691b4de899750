/**
 * One Chromium per e2e file, a fresh context (own storage, viewport, theme) per page, and a page
 * signed in as someone: the one way an e2e file opens the browser and logs in.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { accountOf, appOrigin, dashboardOf, launchBrowser, logIn, type SignIn } from './chromium.js';

export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;
type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Where a run keeps the seed accounts' signed-in states for all its e2e files (tests/emulator-suites.ts
 * makes the folder for one run of the emulators and removes it after): their sessions belong to that
 * run's Auth emulator only.
 */
const SHARED_SESSIONS = process.env.E2E_SESSIONS_DIR;

/** The seed account's signed-in state saved by an earlier file of this run, if any. */
function sharedSession(who: SignIn): SignedInState | undefined {
  if (typeof who !== 'string' || !SHARED_SESSIONS) return undefined;
  const file = join(SHARED_SESSIONS, `${who}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SignedInState) : undefined;
}

function shareSession(who: SignIn, state: SignedInState): void {
  if (typeof who !== 'string' || !SHARED_SESSIONS) return;
  mkdirSync(SHARED_SESSIONS, { recursive: true });
  writeFileSync(join(SHARED_SESSIONS, `${who}.json`), JSON.stringify(state));
}

/**
 * Call at module level (`extraFlags`: Chromium's, e.g. FAKE_MEDIA_FLAGS): returns `newPage` and
 * `signedInPage`. A page opened inside a test is closed (with its context) when the test ends, so
 * the rooms, players and listeners of one test do not load the machine under the next; a failed
 * test's pages stay open for its report (tests/support/browser/failed-pages.ts) and are closed when
 * the next test, or its retry, starts. Pages opened in a `beforeAll`, and every page of a file that
 * keeps pages from test to test (`keepPagesAcrossTests`), are closed after the file, then the
 * browser (docs/testing.md, "Time"). An error a page throws and nothing catches fails the test that
 * was running (or the file, for a page of the file's): a broken SDK or a crashed handler shows
 * nothing on screen that an assertion would look for (docs/testing.md, "Errors a page throws").
 */
export function browserPages(extraFlags: string[] = [], { keepPagesAcrossTests = false } = {}) {
  let browser: Browser | undefined;
  const fileContexts: BrowserContext[] = [];
  /** The running test's contexts (undefined outside a test, or for a file that keeps its pages). */
  let testContexts: BrowserContext[] | undefined;
  /** A failed test's contexts, left open for its report until the next test starts. */
  let failedContexts: BrowserContext[] = [];
  /** What the pages threw and nothing caught, since the running test (or the file) started. */
  let thrown: string[] = [];
  const throwIfThrown = (when: string) => {
    const errors = thrown.splice(0);
    if (errors.length > 0) throw new Error(`A page threw ${when}:\n${errors.join('\n')}`);
  };
  const close = (contexts: BrowserContext[]) => Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  beforeAll(async () => {
    browser = await launchBrowser(extraFlags);
  });
  beforeEach(async () => {
    await close(failedContexts.splice(0));
    if (!keepPagesAcrossTests) testContexts = [];
    throwIfThrown('before this test (in a page the file opened)');
  });
  afterEach(async ({ task }) => {
    const ended = testContexts ?? [];
    testContexts = undefined;
    if (task.result?.state === 'fail') failedContexts = ended;
    else await close(ended);
    // A failed test has its own error; a passing one fails here if a page threw meanwhile.
    if (task.result?.state === 'fail') thrown = [];
    else throwIfThrown('during the test');
  });
  afterAll(async () => {
    await close([...fileContexts, ...failedContexts]);
    await browser?.close();
    throwIfThrown('after the last test');
  });

  /** A page in a fresh context of its own (no session shared with other pages). */
  async function newPage(options: ContextOptions = {}): Promise<Page> {
    if (!browser) throw new Error('browserPages: the browser is not running (call it at module level).');
    const context = await browser.newContext(options);
    (testContexts ?? fileContexts).push(context);
    context.on('weberror', (error) => thrown.push(`${error.page()?.url() ?? 'a page'}: ${error.error().stack}`));
    return context.newPage();
  }

  /** Each account's signed-in state, taken right after its first login through the form. */
  const sessions = new Map<string, Promise<SignedInState>>();

  /**
   * A page in a fresh context (`options`: viewport, colour scheme…) signed in as `who` —
   * `'admin'`/`'user'` for the seed account, or an account — opened at `path` (its dashboard by
   * default). An account's first page logs in through the form and lands on its dashboard
   * (`loginTimeout`: the wait for it); its later pages start from the signed-in state that login
   * left (Auth's IndexedDB and the app's storage), as a person returning on the same device: the
   * form and the dashboard are not loaded again for each page (docs/testing.md, "Time"). The seed
   * accounts' state is shared by every e2e file of the run.
   */
  async function signedInPage(
    who: SignIn,
    path?: string,
    { loginTimeout, ...options }: ContextOptions & { loginTimeout?: number } = {},
  ): Promise<Page> {
    const { email, role } = accountOf(who);
    const landing = dashboardOf(role);
    const shared = sharedSession(who);
    if (shared && !sessions.has(email)) sessions.set(email, Promise.resolve(shared));
    const saved = sessions.get(email);
    if (saved) {
      const page = await newPage({ ...options, storageState: await saved });
      await page.goto(`${appOrigin()}${path ?? landing}`);
      return page;
    }
    const page = await newPage(options);
    const session = logIn(page, who, loginTimeout).then(() => page.context().storageState({ indexedDB: true }));
    // A failed login is not remembered: the next page of the account tries the form again.
    sessions.set(email, session);
    session.catch(() => sessions.delete(email));
    shareSession(who, await session);
    if (path !== undefined && path !== landing) await page.goto(`${appOrigin()}${path}`);
    return page;
  }

  return { newPage, signedInPage };
}
