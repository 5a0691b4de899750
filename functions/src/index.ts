import { echoStatus as echoStatusEndpoint } from './diagnostics/echoStatus.js';

/**
 * Every deployed function, region us-central1: each area's `index.ts` lists its deployed exports
 * (one file per callable, trigger or HTTP function beside it; helpers in its `lib/`), and this file
 * re-exports the areas. `index.test.ts` checks that every export comes from an area index.
 */
export * from './users/index.js';
export * from './polls/index.js';
export * from './constitutional-vote/index.js';
export * from './events/index.js';
export * from './camera/index.js';
export * from './comments/index.js';
export * from './captions/index.js';
export * from './reports/index.js';
export * from './game/index.js';
export * from './analytics/index.js';
export * from './exports/index.js';
export * from './fixer/index.js';
export * from './retention/index.js';
export * from './open-data/index.js';
export * from './privacy/index.js';
export * from './replays/index.js';

/**
 * Test-only, outside the areas: the callable-client proof in tests/integration needs an HTTP
 * endpoint that answers a chosen status. Exported only inside the Functions emulator, which runs
 * discovery with FUNCTIONS_EMULATOR=true; `firebase deploy` discovers the exports without it, so
 * the endpoint is never part of a deployment (index.test.ts checks both).
 */
export const echoStatus = process.env.FUNCTIONS_EMULATOR === 'true' ? echoStatusEndpoint : undefined;
