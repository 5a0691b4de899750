/** The Firestore rules test environment: the repo's firestore.rules on the official emulator. */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { ROOT } from '../../../emulators/config.js';
import { recordRulesProject } from '../tooling/rule-coverage.js';
import { emulatorAddress } from '../emulators/stack.js';

/**
 * Sets up a rules environment for the calling test file (a project of its own, so clearing its
 * data never touches another suite) and cleans it up afterwards. The project id is recorded so
 * `npm test` gathers its rule coverage. Call at module level; the
 * returned function gives the environment inside hooks and tests.
 */
export function firestoreRulesEnv(projectId: string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    recordRulesProject(projectId);
    const { host, port } = emulatorAddress('firestore');
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host, port, rules: readFileSync(`${ROOT}/firestore.rules`, 'utf8') },
    });
  });
  afterAll(async () => env?.cleanup());
  return () => {
    if (!env) throw new Error('The rules environment is not set up yet (use it inside hooks and tests).');
    return env;
  };
}
