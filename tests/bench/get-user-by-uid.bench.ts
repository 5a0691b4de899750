/** getUserByUid latency over 200 warm calls as the seed user, on the Functions emulator. */
import { HTTP_FUNCTIONS } from '@civic/domain';
import { performance } from 'node:perf_hooks';
import { seedData } from '../../emulators/seed.js';
import { testClient } from '../support/emulators/client.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { formatSummary } from './lib/stats.js';

const WARMUP = 20;
const CALLS = 200;

const user = seedData.users.find((u) => u.uid === 'seed-user')!;
const client = await testClient(user);
const token = await client.idToken();
const url = `${functionsOrigin}/${HTTP_FUNCTIONS.getUserByUid}?uid=${user.uid}`;

async function once(): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`unexpected status ${response.status}`);
  await response.json();
  return performance.now() - started;
}

for (let i = 0; i < WARMUP; i++) await once();
const samples: number[] = [];
for (let i = 0; i < CALLS; i++) samples.push(await once());
console.log(formatSummary(`getUserByUid (${CALLS} warm sequential calls)`, samples));
await client.close();
process.exit(0);
