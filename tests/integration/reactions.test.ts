/**
 * The reaction pulse on the Auth, Functions and Firestore emulators: a burst of reactions from
 * many viewers ends in a pulse with the exact totals as soon as the viewers' last asks return (no
 * function waits for a window to close), concurrent asks rewrite it at most once a second (one of
 * them claims the publishing lease, the others ask again), a late pulse never replaces a newer one,
 * ending the event publishes final totals, and who may ask.
 */
import {
  askForReactionPulse,
  COLLECTIONS,
  emptyReactionTotals,
  REACTION_IDS,
  REACTION_MIN_INTERVAL_MS,
  REACTION_PULSE_MS,
  STATS_REACTIONS_DOC,
  STATS_REACTIONS_LEASE_DOC,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { reactAs as react } from '../bench/lib/emulator-rest.js';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, callError } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { goLiveForTest, holdLiveSlot } from '../support/emulators/live-slot.js';
import { callAs, createBulkVoters, type BulkVoter } from '../support/emulators/voters.js';

holdLiveSlot();
const clientFor = clientPool();
// The function module itself, run against the emulator: races that the callable cannot be made to
// lose on demand are played out here with its own building blocks.
const { writePulse } = await import('../../functions/src/events/lib/reactionPulse.js');
const { claimLease } = await import('../../functions/src/platform/pulseLease.js');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const pulseOf = (eventId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.stats).doc(STATS_REACTIONS_DOC);

/** What the page does after each reaction: ask for the pulse until it counts it. */
const askAs = (uid: string, eventId: string) =>
  askForReactionPulse(async () => {
    const outcome = await callAs(uid, 'publishReactions', { eventId });
    if (!outcome.ok) throw new Error(`publishReactions: ${outcome.code} ${outcome.message}`);
    return outcome.data;
  }, sleep);

let voters: BulkVoter[];
let admin: TestClient;
beforeAll(async () => {
  voters = await createBulkVoters(24, { eligible: false });
  admin = await clientFor(await createTestAccount('admin'));
}, 180_000);

describe('the reaction pulse', () => {
  it('a burst from many viewers: when their last asks return, the shared totals are already exact', async () => {
    const eventId = await goLiveForTest(`Reactions burst ${Date.now()}`);
    const sent = emptyReactionTotals();
    const states: string[] = [];
    // 24 viewers, two reactions each, one a second (the rules' limit), all at the same time.
    await Promise.all(
      voters.map(async ({ uid }, v) => {
        for (let round = 0; round < 2; round++) {
          const id = REACTION_IDS[(v + round) % REACTION_IDS.length]!;
          if (await react(eventId, uid, id)) {
            sent[id]++;
            states.push(await askAs(uid, eventId));
          }
          await sleep(REACTION_MIN_INTERVAL_MS + 100);
        }
      }),
    );
    expect(Object.values(sent).reduce((a, b) => a + b, 0)).toBe(48);
    // No eventually(): the asks returned, so the pulse counts every reaction now.
    expect((await pulseOf(eventId).get()).get('totals')).toEqual(sent);
    expect(states).toContain('published');
    expect(states.every((state) => state === 'published' || state === 'included')).toBe(true);
    // Every viewer's asks queue behind a few shared connections to the Functions emulator, on a
    // machine shared with other suites: a generous limit for the whole burst (nothing is timed).
  }, 300_000);

  it('viewers asking at the same instant rewrite the pulse at most once a second, ending exact', async () => {
    const eventId = await goLiveForTest(`Reactions together ${Date.now()}`);
    const writes: Timestamp[] = [];
    const stop = pulseOf(eventId).onSnapshot((s) => s.exists && writes.push(s.get('at') as Timestamp));
    const group = voters.slice(0, 12);
    const accepted = await Promise.all(group.map(({ uid }) => react(eventId, uid, 'heart')));
    const states = await Promise.all(group.map(({ uid }) => askAs(uid, eventId)));
    // A viewer reacts at most once a second (rules): when every ask of the first round ended at
    // once (all found the pulse already counting them), a second round sent straight away was refused.
    await sleep(REACTION_MIN_INTERVAL_MS + 100);
    const second = await Promise.all(
      group.map(async ({ uid }) => {
        const ok = await react(eventId, uid, 'wow');
        return { ok, state: await askAs(uid, eventId) };
      }),
    );
    accepted.push(...second.map(({ ok }) => ok));
    states.push(...second.map(({ state }) => state));
    expect(accepted.filter((ok) => !ok)).toEqual([]);
    // Nobody gave up asking: every ask ended with a pulse that counts its reaction.
    expect(states.filter((state) => state === 'throttled')).toEqual([]);
    expect((await pulseOf(eventId).get()).get('totals')).toEqual({ ...emptyReactionTotals(), heart: 12, wow: 12 });
    await sleep(500); // the listener's last snapshots
    stop();
    const times = writes.filter(Boolean).map((at) => at.toMillis());
    expect(times.length).toBeGreaterThan(0);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(REACTION_PULSE_MS);
  }, 180_000);

  it('of viewers claiming the right to publish from the same read, exactly one wins', async () => {
    const eventId = await goLiveForTest(`Reactions lease ${Date.now()}`);
    const lease = db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .collection(COLLECTIONS.stats)
      .doc(STATS_REACTIONS_LEASE_DOC);
    const claimAll = async () => {
      const read = await lease.get();
      return Promise.all(Array.from({ length: 6 }, () => claimLease(read)));
    };
    // First the lease does not exist (create), then it does (update on its last update time).
    for (const round of [await claimAll(), await claimAll()]) {
      expect(round.filter(Boolean)).toHaveLength(1);
    }
  });

  it('a pulse holding older totals never replaces a later one', async () => {
    const eventId = await goLiveForTest(`Reactions order ${Date.now()}`);
    const event = db.collection(COLLECTIONS.events).doc(eventId);
    const earlier = Timestamp.fromMillis(Date.now() - 5_000);
    const later = Timestamp.now();
    const totals = (heart: number) => ({ ...emptyReactionTotals(), heart });
    await writePulse(event, { totals: totals(7), through: later, at: later });
    // A slow holder of an earlier lease finishes afterwards: its totals are left out.
    await writePulse(event, { totals: totals(3), through: earlier, at: earlier });
    expect((await pulseOf(eventId).get()).get('totals')).toEqual(totals(7));
  });

  it('ending the event publishes final totals, with reactions nobody asked about', async () => {
    const eventId = await goLiveForTest(`Reactions end ${Date.now()}`);
    expect(await react(eventId, voters[0]!.uid, 'clap')).toBe(true);
    expect(await react(eventId, voters[1]!.uid, 'up')).toBe(true);
    await call(admin, 'endEvent', { eventId });
    expect((await pulseOf(eventId).get()).get('totals')).toEqual({ ...emptyReactionTotals(), clap: 1, up: 1 });
  });

  it('only signed-in viewers of a live event ask; a viewer who never reacted has nothing to publish', async () => {
    const eventId = await goLiveForTest(`Reactions who ${Date.now()}`);
    const visitor = await clientFor();
    expect(await callError(visitor, 'publishReactions', { eventId })).toBe('functions/unauthenticated');
    expect(await callError(admin, 'publishReactions', { eventId })).toBe('functions/permission-denied');
    expect(await callAs(voters[2]!.uid, 'publishReactions', { eventId: 'no/such' })).toMatchObject({
      ok: false,
      code: 'invalid-argument',
    });
    const quiet = await callAs(voters[2]!.uid, 'publishReactions', { eventId });
    expect(quiet).toEqual({ ok: true, data: { state: 'included', retryInMs: 0 } });
    expect((await pulseOf(eventId).get()).exists).toBe(false);
    expect(await callAs(voters[2]!.uid, 'publishReactions', { eventId: 'no-such-event' })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    await db.collection(COLLECTIONS.events).doc(eventId).update({ status: 'ended' });
    expect(await callAs(voters[2]!.uid, 'publishReactions', { eventId })).toMatchObject({ ok: false, code: 'aborted' });
  });
});
