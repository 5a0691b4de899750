/**
 * A demoted admin's open admin screen leaves by itself, in Chromium against the production build:
 * an admin is signed in on /Admin/dashboard in a browser context of their own; another admin
 * demotes them (the setUserRole callable the user list uses); the session hears of it through the
 * account record, fails to refresh its revoked token, signs out, and the admin screen is gone.
 * Five runs; the time from the demotion to the screen leaving is printed (p50), not asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { appOrigin, screenshot } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { call } from '../support/emulators/callables.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import { paths } from '@/config/paths';

const RUNS = 5;
const { signedInPage } = browserPages();
let demoter: TestClient;
beforeAll(async () => {
  demoter = await testClient(await createTestAccount('admin'));
});
afterAll(async () => {
  await demoter?.close();
});

describe('demoting a signed-in admin', () => {
  it(`takes the admin screens away from their open session (${RUNS} runs, p50 printed)`, async () => {
    const seconds: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const admin = await createTestAccount('admin');
      const page = await signedInPage(admin, paths.admin.dashboard, { viewport: { width: 1200, height: 900 } });
      // The session watches its record once signed in; give the listener its first snapshot.
      await page.getByRole('heading', { level: 1 }).waitFor();

      const started = performance.now();
      await call(demoter, 'setUserRole', { uid: admin.uid, role: 'user' });
      await page.waitForURL((url) => !url.pathname.startsWith('/Admin'), { timeout: 60_000 });
      seconds.push((performance.now() - started) / 1000);

      // Signed out (the revocation won the race) or kept as a citizen (the record's new role was
      // read first): either way the stored details no longer say admin.
      const stored = await page.evaluate(() => localStorage.getItem('userDetails'));
      expect(stored === null ? null : (JSON.parse(stored) as { role?: string }).role).not.toBe('admin');
      if (run === 0) await screenshot(page, 'trust-demoted-admin-left');
      await page.goto(`${appOrigin()}${paths.admin.usermgmt}`);
      await page.waitForURL((url) => !url.pathname.startsWith('/Admin'));
      await page.context().close();
    }
    const sorted = [...seconds].sort((a, b) => a - b);
    console.log(
      `demoted admin's screen left after: ${seconds.map((s) => s.toFixed(2)).join(', ')} s; ` +
        `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s (machine shared with other stacks: noisy)`,
    );
    expect(seconds).toHaveLength(RUNS);
  });
});
