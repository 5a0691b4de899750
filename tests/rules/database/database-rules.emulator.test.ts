/** The same table of cases against the real Realtime Database emulator, wherever it runs. */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { get, ref, set } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROOT } from '../../../emulators/config.js';
import { emulatorAddress, realtimeDatabaseEmulatorRunning } from '../../support/emulators/stack.js';
import { cases, initialData } from './cases.js';

// Skipped where the Realtime Database emulator is not running: its jar is downloaded at first use,
// which fails on offline machines (the launcher says so at start). database-rules.offline.test.ts
// runs the same cases there.
describe.skipIf(!realtimeDatabaseEmulatorRunning)('database.rules.json (Realtime Database emulator)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const { host, port } = emulatorAddress('database');
    env = await initializeTestEnvironment({
      projectId: 'demo-civic-rules-rtdb',
      database: { host, port, rules: readFileSync(`${ROOT}/database.rules.json`, 'utf8') },
    });
  });
  afterAll(async () => env?.cleanup());

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await env.clearDatabase();
    await env.withSecurityRulesDisabled(async (context) => set(ref(context.database(), '/'), initialData));
    const context = c.actor.auth
      ? env.authenticatedContext(c.actor.auth.uid, c.actor.auth.token)
      : env.unauthenticatedContext();
    const target = ref(context.database(), c.path);
    const attempt: Promise<unknown> = c.op === 'read' ? get(target) : set(target, c.value?.());
    await (c.allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});
