/**
 * The publishing lease shared by the results, lobby and reaction pulses
 * (functions/src/platform/pulseLease.ts), run against the Firestore emulator with its own building
 * blocks, the follower trigger played by the test: a burst of changes is published at most once a
 * period, the last change of the burst is published, and no caller waits for the lease — only one
 * follower a period does (docs/scale.md, "Results on a pulse").
 */
import { FieldValue, type DocumentReference, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../support/emulators/admin.js';

const { newlyFollowed, publishAfter, publishAsFollower, writeSummary } =
  await import('../../functions/src/platform/pulseLease.js');

const PERIOD_MS = 1_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A scratch pulse: a sharded counter, its summary and its lease. */
function scratchPulse() {
  const root = db.collection('pulseLeaseTest').doc(`${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const shards = root.collection('shards');
  const summary = root.collection('stats').doc('summary');
  const lease = root.collection('stats').doc('lease');
  const waits: number[] = [];
  const asks: number[] = [];
  const pulse = { summary, lease, periodMs: PERIOD_MS };
  const publish = async (through: Timestamp) => {
    const all = await shards.get();
    const total = all.docs.reduce((sum, d) => sum + ((d.get('count') as number | undefined) ?? 0), 0);
    await writeSummary(summary, { total }, through);
  };
  /** One change (a counted answer): its commit time. */
  const change = async (i: number): Promise<Timestamp> =>
    (await shards.doc(`s${i % 10}`).set({ count: FieldValue.increment(1) }, { merge: true })).writeTime;
  /** What a counting trigger asks after its change, timed. */
  const ask = async (changedAt: Timestamp) => {
    const asked = Date.now();
    const outcome = await publishAfter(changedAt, pulse, publish);
    asks.push(Date.now() - asked);
    return outcome;
  };
  /** What the follower trigger does for the lease followed at `heldAt`, with its waits recorded. */
  const follow = (heldAt: Timestamp) =>
    publishAsFollower(heldAt, pulse, publish, async (ms: number) => {
      waits.push(ms);
      await sleep(ms);
    });
  const published = async () => (await summary.get()).data() as { total: number; pulses: number } | undefined;
  return { change, ask, follow, published, waits, asks, lease: lease as DocumentReference };
}

/** The follower trigger, played: it runs for the lease as the write that marked it left it. */
async function followerTriggerFor(pulse: ReturnType<typeof scratchPulse>) {
  const lease = await pulse.lease.get();
  const heldAt = newlyFollowed({ before: { exists: false }, after: lease } as never);
  return heldAt ? pulse.follow(heldAt) : 'deferred';
}

describe('the pulse lease', () => {
  it('a burst of 40 changes: the last is published, at most once a period, and no caller waits', async () => {
    const pulse = scratchPulse();
    const followers: Promise<unknown>[] = [];
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        // Spread over about two periods, as votes arrive.
        await sleep((i * 2 * PERIOD_MS) / 40);
        const outcome = await pulse.ask(await pulse.change(i));
        if (outcome === 'followed') followers.push(followerTriggerFor(pulse));
        return outcome;
      }),
    );
    await Promise.all(followers);
    const elapsedMs = Date.now() - started;
    const periods = Math.ceil(elapsedMs / PERIOD_MS);
    expect(outcomes.every((o) => o !== 'gave-up')).toBe(true);
    const final = await pulse.published();
    expect(final?.total).toBe(40);
    expect(final!.pulses).toBeLessThanOrEqual(periods + 1);
    // One follower a lease taken: the only ones who wait.
    expect(outcomes.filter((o) => o === 'followed').length).toBeLessThanOrEqual(periods + 1);
    expect(pulse.waits.length).toBeLessThanOrEqual(2 * (periods + 1));
    // Callers never wait for the lease: `publishAfter` has no timer (only the follower is given
    // one, and every wait counted above is a follower's), so a caller's time is its round trips to
    // the emulator. That depends on the machine, so it is printed, not asserted (docs/testing.md:
    // asserted under half a period, it failed at 763 ms with the rules files running beside it).
    console.log(`pulse lease: slowest caller ${Math.max(...pulse.asks)} ms over ${pulse.asks.length} asks`);
  });

  it('a change made while the lease is followed is published by the follower, its caller told at once', async () => {
    const pulse = scratchPulse();
    expect(await pulse.ask(await pulse.change(0))).toBe('published');
    // The lease is fresh: the next caller marks it followed and returns.
    expect(await pulse.ask(await pulse.change(1))).toBe('followed');
    const heldAt = (await pulse.lease.get()).get('at') as Timestamp;
    // Another change meanwhile: deferred to the follower.
    expect(await pulse.ask(await pulse.change(2))).toBe('deferred');
    expect((await pulse.published())?.total).toBe(1);
    expect(await pulse.follow(heldAt)).toBe('published');
    expect((await pulse.published())?.total).toBe(3);
    // A follower run again (a retried trigger) after the lease was taken again publishes nothing.
    const pulses = (await pulse.published())!.pulses;
    expect(await pulse.follow(heldAt)).toBe('deferred');
    expect((await pulse.published())!.pulses).toBe(pulses);
  });
});
