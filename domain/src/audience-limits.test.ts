import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_LIMITS,
  DEPLOYED_CONFIGURATION,
  checkAudienceLimits,
  passedAudienceLimits,
  warmUpMinutes,
  type AudienceLimit,
} from './audience-limits.js';

const byLimit = (viewers: number, configuration = DEPLOYED_CONFIGURATION) =>
  Object.fromEntries(checkAudienceLimits(viewers, configuration).map((c) => [c.limit, c])) as Record<
    AudienceLimit,
    ReturnType<typeof checkAudienceLimits>[number]
  >;
const passed = (viewers: number, configuration = DEPLOYED_CONFIGURATION) =>
  passedAudienceLimits(viewers, configuration).map((c) => c.limit);

describe('checkAudienceLimits', () => {
  it('checks every limit, in order, with its share of the limit', () => {
    const checks = checkAudienceLimits(1_000);
    expect(checks.map((c) => c.limit)).toEqual([...AUDIENCE_LIMITS]);
    for (const c of checks) expect(c.share).toBeCloseTo(c.load / c.capacity, 10);
  });

  it('gives docs/scale.md’s peak figures for 1 000, 10 000 and 100 000 viewers', () => {
    // Tally shard: 60 % vote in 20 s over 100 shards; lobby: 30 % join in 30 s over 10 shards;
    // heartbeats every 30 s; the room fills in 2 min (two writes a viewer); a push's writes.
    const table = [
      [1_000, 0.3, 1, 33.3, 30, 16.7, 153.3],
      [10_000, 3, 10, 333.3, 300, 166.7, 1_533.3],
      [100_000, 30, 100, 3_333.3, 3_000, 1_666.7, 15_333.3],
    ] as const;
    for (const [viewers, shard, lobby, beats, votes, arrivals, writes] of table) {
      const c = byLimit(viewers);
      expect(c.tallyShard.load).toBeCloseTo(shard, 1);
      expect(c.lobbyShard.load).toBeCloseTo(lobby, 1);
      expect(c.heartbeatIndex.load).toBeCloseTo(beats, 1);
      expect(c.newVotesCollection.load).toBeCloseTo(votes, 1);
      expect(c.newViewersCollection.load).toBeCloseTo(arrivals, 1);
      expect(c.databaseWrites.load).toBeCloseTo(writes, 1);
      expect(c.connections.share).toBeCloseTo(viewers / 1_000_000, 10);
    }
  });

  it('1 000 viewers pass nothing: the lobby shards sit exactly at one write a second', () => {
    expect(passed(1_000)).toEqual([]);
    expect(byLimit(1_000).lobbyShard.share).toBe(1);
    expect(passed(1_001)).toEqual(['lobbyShard']);
  });

  it('10 000 viewers pass the tally and lobby shards first; 100 000 pass everything but connections', () => {
    expect(passed(10_000)).toEqual(['tallyShard', 'lobbyShard']);
    expect(passed(100_000)).toEqual(AUDIENCE_LIMITS.filter((limit) => limit !== 'connections'));
  });

  it('says what would hold each: shards, heartbeat seconds, seconds a poll stays open, warm-up minutes', () => {
    const c = byLimit(100_000);
    expect(c.tallyShard.needed).toBe(3_000);
    expect(c.lobbyShard.needed).toBe(1_000);
    expect(c.heartbeatIndex.needed).toBe(200);
    expect(c.newVotesCollection.needed).toBe(120);
    // 1 667/s from 500/s: ×1.5 three times (1 688) → 15 minutes.
    expect(c.newViewersCollection.needed).toBe(15);
    expect(c.databaseWrites.needed).toBeUndefined();
  });

  it('the configuration moves its limits: more shards and a longer beat hold 16 000 viewers', () => {
    expect(passed(16_000)).toEqual(['tallyShard', 'lobbyShard', 'heartbeatIndex']);
    const needed = byLimit(16_000);
    const configured = {
      tallyShards: needed.tallyShard.needed!,
      lobbyShards: needed.lobbyShard.needed!,
      heartbeatMs: needed.heartbeatIndex.needed! * 1000,
    };
    expect(passed(16_000, configured)).toEqual([]);
  });

  it('no expected audience, nothing to check', () => {
    expect(passedAudienceLimits(null)).toEqual([]);
    expect(passedAudienceLimits(undefined)).toEqual([]);
    expect(passedAudienceLimits(0)).toEqual([]);
  });
});

describe('warmUpMinutes', () => {
  it('is 0 up to 500/s, then 5 minutes per ×1.5', () => {
    expect(warmUpMinutes(500)).toBe(0);
    expect(warmUpMinutes(501)).toBe(5);
    expect(warmUpMinutes(750)).toBe(5);
    expect(warmUpMinutes(751)).toBe(10);
  });
});
