/**
 * The living demo `npm run dev` starts from (docs/demo-data.md): on top of the base seed
 * (emulators/seed.ts, which the test stacks use alone), an event live now with its poll, votes,
 * comments, questions, moderation and reactions; an upcoming event (the base seed's), two that
 * ran days ago with their analytics and a short one with its replay published; a finished game and a ready one; a published ballot and an
 * open one; 240 citizens, reports in every status, sponsored-poll impressions and clicks, and two
 * weeks of history for the dashboards' charts.
 *
 * Everything is written through the product's own server code (emulators/demo/server.ts runs the
 * callables themselves) or as the records a browser writes followed by the code their triggers
 * run. The triggers are paused meanwhile and their work done here, once, in order: a vote of nine
 * days ago is attributed to the event on air nine days ago, not to whatever is live when a
 * trigger gets to it, and the seed is finished when this returns — the /fixer's dry runs find
 * nothing to change (tests/dev/demo.test.ts).
 */
import { COLLECTIONS, RTDB_PATHS, type UserRecord } from '@civic/domain';
import { getDatabase } from 'firebase-admin/database';
import type { Timestamp } from 'firebase-admin/firestore';
import { performance } from 'node:perf_hooks';
import { adminApp, db } from '../../functions/src/platform/app.js';
import { realtimeMirrorOf } from '../../functions/src/users/lib/realtimeMirror.js';
import { emulatorAddress } from '../config.js';
import { disableAccounts, seedAccounts } from './accounts.js';
import { seedBallots } from './ballots.js';
import { pickWeighted, randomFor, sample, type DemoContext } from './context.js';
import { seedGames } from './game.js';
import { createPastEvents, seedHistory } from './history.js';
import { seedLiveRoom } from './live-room.js';
import { ACTIVE_CITIZENS, DEMO_CITIZENS, IMPORTED_RESIDENTS } from './people.js';
import { castVotes } from './records.js';
import { createReplayEvent, seedReplay } from './replay.js';
import { seedReports } from './reports.js';

/** The base seed's open poll (emulators/seed-data.json) and its option ids. */
const SEED_POLL = { id: 'seed-poll', optionIds: ['o1', 'o2', 'o3', 'o4'], weights: [0.31, 0.27, 0.18, 0.24] };

async function triggers(state: 'enable' | 'disable'): Promise<void> {
  const url = `${emulatorAddress('hub').origin}/functions/${state}BackgroundTriggers`;
  const response = await fetch(url, { method: 'PUT' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/** The Realtime Database mirror of every record, as `mirrorUserToRealtime` writes it (where that database runs). */
async function mirrorUsers(): Promise<void> {
  if (!process.env.FIREBASE_DATABASE_EMULATOR_HOST) return;
  const users = await db.collection(COLLECTIONS.users).get();
  const rtdb = getDatabase(adminApp);
  await Promise.all(
    users.docs.map((d) =>
      rtdb.ref(RTDB_PATHS.user(d.id)).set(realtimeMirrorOf(d.data() as Partial<UserRecord<Timestamp>>)),
    ),
  );
}

/** True once the demo's people exist: a stack started from saved data is never seeded again. */
export async function demoSeeded(): Promise<boolean> {
  return (await db.collection(COLLECTIONS.users).doc(DEMO_CITIZENS[0]!.uid).get()).exists;
}

export async function seedDemo(log: (line: string) => void = console.log): Promise<void> {
  if (await demoSeeded()) {
    log('Demo data: already there, kept as it is.');
    return;
  }
  const started = performance.now();
  const lap = (what: string) => log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const ctx: DemoContext = {
    now: Date.now(),
    admin: { uid: 'seed-admin', role: 'admin' },
    joinedAt: new Map(),
    residentUids: [],
    windows: [],
    log,
  };
  await triggers('disable');
  try {
    await seedAccounts(ctx);
    lap(
      `${DEMO_CITIZENS.length + IMPORTED_RESIDENTS.length} citizens: ${DEMO_CITIZENS.length} created, ${IMPORTED_RESIDENTS.length} imported`,
    );
    const pastEventIds = await createPastEvents(ctx);
    const replayEventId = await createReplayEvent(ctx);
    const live = seedLiveRoom(ctx);
    await Promise.all([
      seedHistory(ctx, pastEventIds).then(() => lap('two past events and two weeks of polls')),
      seedReplay(ctx, replayEventId).then(() => lap('a past town hall with its replay published')),
      live.then(async (room) => {
        lap('the live event, its poll, comments and reactions');
        await seedReports(ctx, room);
        lap('reports, sponsored-poll impressions and clicks');
      }),
      seedGames(ctx, live).then(() => lap('a finished game and a ready one')),
      seedBallots(ctx).then(() => lap('a published ballot and an open one')),
      live.then(() => seedPollVotes(ctx)),
    ]);
    await disableAccounts(ctx);
    await mirrorUsers();
  } finally {
    await triggers('enable');
  }
  lap('demo data ready');
}

/** The base seed's open poll, voted on from the dashboard today. */
async function seedPollVotes(ctx: DemoContext): Promise<void> {
  const random = randomFor('seed-poll');
  const voters = sample(random, ACTIVE_CITIZENS, 40);
  await castVotes(
    ctx,
    SEED_POLL.id,
    voters.map(({ uid }) => ({
      uid,
      optionId: SEED_POLL.optionIds[pickWeighted(random, SEED_POLL.weights)]!,
      at: null,
    })),
  );
}
