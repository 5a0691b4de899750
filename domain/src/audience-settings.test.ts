import { describe, expect, it } from 'vitest';
import { AUDIENCE_LIMITS, DEPLOYED_CONFIGURATION, checkAudienceLimits, type AudienceLimit } from './audience-limits.js';
import {
  AUDIENCE_HEADROOM,
  HEARTBEAT_BOUNDS_MS,
  PULSE_FEED_FROM_VIEWERS,
  RESIZE_FROM_VIEWERS,
  RESIZE_GROWTH,
  audienceToResize,
  audienceToSize,
  configurationOf,
  lobbyShardsOf,
  settingsForAudience,
  tallyShardsOf,
} from './audience-settings.js';
import { eventSettingsOf } from './event-settings.js';
import { PLAYER_SHARDS } from './game.js';
import { TALLY_SHARDS } from './poll.js';
import { HEARTBEAT_MS, VIEWER_STALE_MS } from './presence.js';

const passedWith = (viewers: number) =>
  checkAudienceLimits(viewers, configurationOf(settingsForAudience(viewers)))
    .filter((c) => c.passed)
    .map((c) => c.limit);
const shareOf = (viewers: number, limit: AudienceLimit) =>
  checkAudienceLimits(viewers, configurationOf(settingsForAudience(viewers))).find((c) => c.limit === limit)!.share;

describe('settingsForAudience', () => {
  it('no expected audience: today’s deployed configuration, every post at once', () => {
    for (const none of [null, undefined, 0]) {
      const s = settingsForAudience(none);
      expect(s.poll).toEqual({ tallyShards: TALLY_SHARDS, ballotSpreadSeconds: 0 });
      expect(s.game).toEqual({ lobbyShards: PLAYER_SHARDS });
      expect(s.event).toEqual({
        sizedFor: null,
        heartbeatMs: HEARTBEAT_MS,
        viewerStaleMs: VIEWER_STALE_MS,
        goLiveMinutesEarly: 0,
        feedMode: 'live',
      });
    }
  });

  it('1 000 viewers: more lobby shards than today, the feed on a pulse, the rest as deployed', () => {
    const s = settingsForAudience(1_000);
    // 300 players in 30 s = 10 joins/s, at 80 % of one write a second a shard: 12.5 → 13.
    expect(s.game.lobbyShards).toBe(13);
    // 30 votes/s need 38 shards: never fewer than the deployed 100.
    expect(s.poll).toEqual({ tallyShards: 100, ballotSpreadSeconds: 0 });
    expect(s.event).toMatchObject({ sizedFor: 1_000, heartbeatMs: 30_000, goLiveMinutesEarly: 0, feedMode: 'pulse' });
    expect(settingsForAudience(300).event.feedMode).toBe('live');
  });

  it('10 000 viewers: shards for 300 votes/s and 100 joins/s; the beat stays at 30 s', () => {
    const s = settingsForAudience(10_000);
    expect(s.poll).toEqual({ tallyShards: 375, ballotSpreadSeconds: 0 });
    expect(s.game.lobbyShards).toBe(125);
    expect(s.event).toMatchObject({ heartbeatMs: 30_000, viewerStaleMs: 75_000, goLiveMinutesEarly: 0 });
    expect(s.event.feedMode).toBe('pulse');
  });

  it('100 000 viewers: a 250 s beat, a ballot shown over 130 s, 20 minutes early, the feed on a pulse', () => {
    const s = settingsForAudience(100_000);
    // 100 000 beats ÷ 400/s (80 % of a sequential index's 500/s).
    expect(s.event.heartbeatMs).toBe(250_000);
    // "Viewers now" forgets a vanished viewer after two and a half beats, as today.
    expect(s.event.viewerStaleMs).toBe(625_000);
    // 60 000 votes at 400/s take 150 s: the usual 20 s burst and 130 s more.
    expect(s.poll.ballotSpreadSeconds).toBe(130);
    // 400 votes/s at 80 % of a shard's write a second.
    expect(s.poll.tallyShards).toBe(500);
    expect(s.game.lobbyShards).toBe(1_250);
    // 1 667 arrival writes/s ÷ 0.8 = 2 083/s from 500/s: ×1.5 four times → 20 minutes.
    expect(s.event.goLiveMinutesEarly).toBe(20);
    expect(s.event.feedMode).toBe('pulse');
  });

  it('the heartbeat stays within the bounds that keep “viewers now” meaningful', () => {
    for (const viewers of [1, 1_000, 15_000, 100_000, 1_000_000]) {
      const { heartbeatMs, viewerStaleMs } = settingsForAudience(viewers).event;
      expect(heartbeatMs).toBeGreaterThanOrEqual(HEARTBEAT_BOUNDS_MS.min);
      expect(heartbeatMs).toBeLessThanOrEqual(HEARTBEAT_BOUNDS_MS.max);
      expect(viewerStaleMs).toBe(heartbeatMs * 2.5);
    }
    expect(settingsForAudience(1_000_000).event.heartbeatMs).toBe(HEARTBEAT_BOUNDS_MS.max);
    expect(AUDIENCE_HEADROOM).toBe(0.8);
  });

  it('the feed goes on a pulse from the audience where the model finds it cheaper', () => {
    expect(settingsForAudience(PULSE_FEED_FROM_VIEWERS - 1).event.feedMode).toBe('live');
    expect(settingsForAudience(PULSE_FEED_FROM_VIEWERS).event.feedMode).toBe('pulse');
  });
});

describe('checkAudienceLimits with the settings the audience chose', () => {
  it('1 000 expected viewers: no published limit passed', () => {
    expect(passedWith(1_000)).toEqual([]);
    expect(shareOf(1_000, 'lobbyShard')).toBeLessThanOrEqual(0.8);
  });

  it('10 000 expected viewers: no published limit passed (today’s configuration passes the shards)', () => {
    expect(passedWith(10_000)).toEqual([]);
    expect(checkAudienceLimits(10_000, DEPLOYED_CONFIGURATION).some((c) => c.passed)).toBe(true);
  });

  it('100 000 expected viewers: no published limit passed, the database’s write rate included', () => {
    expect(passedWith(100_000)).toEqual([]);
    for (const limit of AUDIENCE_LIMITS) {
      if (limit !== 'databaseWrites' && limit !== 'connections')
        expect(shareOf(100_000, limit)).toBeLessThanOrEqual(0.8);
    }
  });
});

describe('each object reads its own setting', () => {
  it('a poll, a game and an event without settings read the deployed configuration', () => {
    expect(tallyShardsOf({})).toBe(TALLY_SHARDS);
    expect(tallyShardsOf({ audience: null })).toBe(TALLY_SHARDS);
    expect(lobbyShardsOf(undefined)).toBe(PLAYER_SHARDS);
    expect(eventSettingsOf({ audience: null })).toEqual(settingsForAudience(null).event);
  });

  it('with settings, their own values, not the constants', () => {
    const chosen = settingsForAudience(50_000);
    expect(tallyShardsOf({ audience: chosen.poll })).toBe(chosen.poll.tallyShards);
    expect(chosen.poll.tallyShards).toBeGreaterThan(TALLY_SHARDS);
    expect(lobbyShardsOf({ audience: chosen.game })).toBe(chosen.game.lobbyShards);
    expect(eventSettingsOf({ audience: chosen.event }).heartbeatMs).toBe(chosen.event.heartbeatMs);
  });

  it('an object is sized for the expected audience, or the live one when larger', () => {
    expect(audienceToSize(50_000, 1_200)).toBe(50_000);
    expect(audienceToSize(1_000, 30_000)).toBe(30_000);
    expect(audienceToSize(null, 800)).toBe(800);
    expect(audienceToSize(null, 0)).toBeNull();
    expect(audienceToSize(undefined, undefined)).toBeNull();
    // A sample is a count written by a control room: never beyond the editor's maximum, never NaN.
    expect(audienceToSize(null, 1e12)).toBe(1_000_000);
    expect(audienceToSize('50000', Number.NaN)).toBeNull();
  });
});

describe('audienceToResize: re-choosing an event’s settings when its live audience outgrows them', () => {
  const sizedFor1000 = settingsForAudience(1_000).event;

  it('a sample beyond what the settings were sized for (by more than RESIZE_GROWTH) re-chooses for it', () => {
    expect(audienceToResize(sizedFor1000, 50_000)).toBe(50_000);
    expect(audienceToResize(sizedFor1000, 1_000 * RESIZE_GROWTH + 1)).toBe(1_101);
  });

  it('never downward, and not for a few more viewers than sized for', () => {
    const sized50k = settingsForAudience(50_000).event;
    expect(audienceToResize(sized50k, 1_000)).toBeNull();
    expect(audienceToResize(sized50k, 50_000)).toBeNull();
    expect(audienceToResize(sizedFor1000, 1_000 * RESIZE_GROWTH)).toBeNull();
  });

  it('no expected audience: re-chosen once the crowd reaches RESIZE_FROM_VIEWERS, below which every setting is the deployed one', () => {
    expect(audienceToResize(null, RESIZE_FROM_VIEWERS - 1)).toBeNull();
    expect(audienceToResize(undefined, 50_000)).toBe(50_000);
    expect(audienceToResize(null, RESIZE_FROM_VIEWERS)).toBe(RESIZE_FROM_VIEWERS);
    // Why the floor: below it, an audience chooses nothing the deployed configuration lacks.
    expect({ ...settingsForAudience(RESIZE_FROM_VIEWERS - 1).event, sizedFor: null }).toEqual(
      eventSettingsOf(undefined),
    );
  });

  it('a sample that is no count (absent, negative, not a number) re-chooses nothing; one past the editor’s maximum is capped', () => {
    for (const bad of [undefined, null, -5, Number.NaN, '50000'])
      expect(audienceToResize(sizedFor1000, bad)).toBeNull();
    expect(audienceToResize(sizedFor1000, 1e12)).toBe(1_000_000);
  });
});
