/**
 * `npm run bench -- dev-start` (numbers only, no assertions; it starts `npm run dev` itself, on this
 * stack's ports, with its data in a temporary folder — tests/bench/run.ts runs it without the
 * benchmark stack):
 *  1. time from `npm run dev` to its ready line: cold (`--fresh`, the demo seeded) and warm (the
 *     data saved by the cold run's Ctrl-C imported), and how long that Ctrl-C took to save;
 *  2. on the warm stack, with the simulated audience at each size of DEV_BENCH_AUDIENCES (default
 *     0, 50, 200; emulators/audience.ts in its own process, as `--audience N` runs it):
 *     - push live → visible: LISTENERS clients listen to the live event as the room does; the admin
 *       pushes a fresh poll (setLivePoll) PUSHES times; per client, the time to the event update;
 *     - comment → seen: COMMENTS posts through postComment; per client, the time until the post is
 *       in its feed listener (the room's query);
 *     - what the audience sent per second meanwhile (client writes and callable calls).
 */
import '../dev/setup-env.js';
import { COLLECTIONS } from '@civic/domain';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { ROOT } from '../../emulators/config.js';
import { AUDIENCE_READY } from '../../emulators/audience.js';
import { seedData } from '../../emulators/seed.js';
import { DevRun } from '../dev/dev-run.js';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import { formatSummary } from './lib/stats.js';

const AUDIENCES = (process.env.DEV_BENCH_AUDIENCES ?? '0,50,200').split(',').map(Number);
const LISTENERS = Number(process.env.DEV_BENCH_LISTENERS ?? 10);
const PUSHES = Number(process.env.DEV_BENCH_PUSHES ?? 5);
const COMMENTS = Number(process.env.DEV_BENCH_COMMENTS ?? 10);
const WAIT_MS = 60_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'civic-dev-bench-'));
let run: DevRun | undefined;

async function timedStart(label: string, args: string[]): Promise<DevRun> {
  run = new DevRun(args, dataDir);
  const ready = await run.ready(1_200_000);
  console.log(
    `npm run dev ${args.join(' ')} (${label}): ready line after ${secondsSince(run.startedAt)} s (it says ${ready} s)`,
  );
  return run;
}

async function timedStop(label: string): Promise<void> {
  const stopping = performance.now();
  await run!.stop();
  console.log(
    `Ctrl-C (${label}): stopped${/Saved the data/.test(run!.output()) ? ' and saved' : ''} in ${secondsSince(stopping)} s`,
  );
}

/** The audience as `npm run dev -- --audience N` runs it; resolves once every member is in the room. */
function startAudience(size: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulators/audience.ts', '--size', String(size)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
  const started = performance.now();
  const ready = (async () => {
    while (!lines.some((l) => l.startsWith(AUDIENCE_READY))) {
      if (child.exitCode !== null) throw new Error(`The audience exited: ${lines.join('\n')}`);
      await sleep(250);
    }
    console.log(`audience of ${size}: every member in the room after ${secondsSince(started)} s`);
  })();
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    return lines.find((l) => l.startsWith('Audience: leaving')) ?? '(no summary)';
  };
  return { ready, stop };
}

/** Each listener's time from `since` until `seen(client)` fires, for one round. */
function arrivals(listeners: Listener[], matches: (listener: Listener) => boolean, since: () => number) {
  return Promise.all(
    listeners.map(
      (listener) =>
        new Promise<number | null>((resolve) => {
          const deadline = setTimeout(() => resolve(null), WAIT_MS);
          listener.waiting = () => {
            if (!matches(listener)) return;
            clearTimeout(deadline);
            listener.waiting = null;
            resolve(performance.now() - since());
          };
          listener.waiting();
        }),
    ),
  );
}

interface Listener {
  client: TestClient;
  livePollId: string | null;
  comments: Set<string>;
  waiting: (() => void) | null;
}

/** The listeners end when their clients close at the end: not an error worth a line each. */
const ignoreShutdown = () => undefined;

async function listen(client: TestClient, eventId: string): Promise<Listener> {
  const listener: Listener = { client, livePollId: null, comments: new Set(), waiting: null };
  const first = { event: false, feed: false };
  await new Promise<void>((resolve) => {
    const both = () => first.event && first.feed && resolve();
    onSnapshot(
      query(collection(client.db, COLLECTIONS.events), where('status', '==', 'live'), limit(1)),
      (s) => {
        listener.livePollId = (s.docs[0]?.get('livePollId') as string | null) ?? null;
        first.event = true;
        listener.waiting?.();
        both();
      },
      ignoreShutdown,
    );
    onSnapshot(
      query(
        collection(client.db, COLLECTIONS.events, eventId, COLLECTIONS.comments),
        where('status', 'in', ['visible']),
        orderBy('createdAt', 'desc'),
        limit(30),
      ),
      (s) => {
        listener.comments = new Set(s.docs.map((d) => d.get('text') as string));
        first.feed = true;
        listener.waiting?.();
        both();
      },
      ignoreShutdown,
    );
  });
  return listener;
}

async function measureRoom(
  audience: number,
  admin: TestClient,
  listeners: Listener[],
  posters: TestClient[],
  eventId: string,
) {
  const pushed: number[] = [];
  const seen: number[] = [];
  let missing = 0;
  for (let round = 0; round < PUSHES; round++) {
    const { pollId } = await call(admin, 'createPoll', {
      requestId: `dev-bench-${audience}-${round}-${Date.now()}`,
      poll: {
        kind: 'poll',
        question: `Bench push ${round + 1} with an audience of ${audience}`,
        description: '',
        options: [{ label: 'Yes' }, { label: 'No' }],
        published: true,
        opensAt: Date.now() - 60_000,
        closesAt: Date.now() + 3_600_000,
        resultsVisibility: 'live',
        sponsor: null,
      },
    });
    let t0 = 0;
    const round$ = arrivals(
      listeners,
      (l) => l.livePollId === pollId,
      () => t0,
    );
    t0 = performance.now();
    await call(admin, 'setLivePoll', { eventId, pollId });
    for (const ms of await round$) {
      if (ms === null) missing++;
      else pushed.push(ms);
    }
    await sleep(2000);
  }
  for (let i = 0; i < COMMENTS; i++) {
    const text = `Bench comment ${i + 1} with an audience of ${audience} (${Date.now()})`;
    let t0 = 0;
    const round$ = arrivals(
      listeners,
      (l) => l.comments.has(text),
      () => t0,
    );
    t0 = performance.now();
    await call(posters[i % posters.length]!, 'postComment', { eventId, text, kind: 'comment' });
    for (const ms of await round$) {
      if (ms === null) missing++;
      else seen.push(ms);
    }
    // Each poster waits out the 5 s rate limit before its next post.
    await sleep(Math.max(0, 5_500 / posters.length));
  }
  console.log(
    formatSummary(`audience ${audience}: push live → event update in ${LISTENERS} rooms (${PUSHES} pushes)`, pushed),
  );
  console.log(formatSummary(`audience ${audience}: comment → seen in ${LISTENERS} rooms (${COMMENTS} posts)`, seen));
  if (missing) console.log(`audience ${audience}: ${missing} arrivals not seen within ${WAIT_MS / 1000} s`);
}

try {
  await timedStart('cold', ['--fresh', '--audience', '0']);
  await timedStop('after the cold start');
  await timedStart('warm', ['--audience', '0']);

  const admin = await testClient(seedData.users.find((u) => u.role === 'admin')!);
  const probes = await Promise.all(Array.from({ length: LISTENERS + 5 }, () => createTestAccount('user')));
  const clients = await Promise.all(probes.map((account) => testClient(account)));
  const { docs } = await db.collection(COLLECTIONS.events).where('status', '==', 'live').limit(1).get();
  const eventId = docs[0]!.id;
  const listeners = await Promise.all(clients.slice(0, LISTENERS).map((c) => listen(c, eventId)));
  const posters = clients.slice(LISTENERS);

  for (const size of AUDIENCES) {
    const audience = size > 0 ? startAudience(size) : null;
    await audience?.ready;
    if (audience) await sleep(15_000); // the members' first beats, votes and posts settle
    await measureRoom(size, admin, listeners, posters, eventId);
    if (audience) console.log(`audience ${size}: ${await audience.stop()}`);
  }
  await Promise.all([admin, ...clients].map((c) => c.close()));
  await timedStop('after the warm start');
} finally {
  await run?.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
