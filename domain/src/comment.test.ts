import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMENT_SETTINGS, formatDuration, parseBlockedWords, refusePost } from './comment.js';
import { commentTextSchema, moderateAuthorRequest, moderateCommentRequest } from './comment-schemas.js';

const NOW = 1_700_000_000_000;
const base = {
  nowMs: NOW,
  settings: DEFAULT_COMMENT_SETTINGS,
  blocked: false,
  timedOutUntilMs: null,
  lastPostAtMs: null,
};

describe('refusePost', () => {
  it('lets a first post through', () => {
    expect(refusePost(base)).toBeNull();
  });
  it('refuses when comments are off, before anything else', () => {
    expect(refusePost({ ...base, settings: { ...DEFAULT_COMMENT_SETTINGS, enabled: false }, blocked: true })).toEqual({
      code: 'permission-denied',
      message: 'Comments are turned off for this event.',
      details: { reason: 'comments-off' },
    });
  });
  it('refuses a blocked author ahead of the rate limit', () => {
    expect(refusePost({ ...base, blocked: true, lastPostAtMs: NOW - 1000 })?.message).toBe(
      'You are blocked from commenting.',
    );
  });
  it('refuses while timed out and lets the author post once the timeout has passed', () => {
    expect(refusePost({ ...base, timedOutUntilMs: NOW + 90_000 })).toEqual({
      code: 'permission-denied',
      message: 'You are timed out from commenting for 2 min more.',
      details: { reason: 'timed-out', retryAfterSeconds: 90 },
    });
    expect(refusePost({ ...base, timedOutUntilMs: NOW - 1 })).toBeNull();
  });
  it('applies the 5 s rate limit exactly at the boundary', () => {
    expect(refusePost({ ...base, lastPostAtMs: NOW - 4_999 })).toMatchObject({
      code: 'resource-exhausted',
      details: { reason: 'rate-limited' },
    });
    expect(refusePost({ ...base, lastPostAtMs: NOW - 5_000 })).toBeNull();
  });
  it('uses slow mode when it is longer than the rate limit, and says so', () => {
    const settings = { ...DEFAULT_COMMENT_SETTINGS, slowModeSeconds: 60 };
    expect(refusePost({ ...base, settings, lastPostAtMs: NOW - 30_000 })).toEqual({
      code: 'resource-exhausted',
      message: 'Slow mode is on: one post every 1 min. Try again in 30 s.',
      details: { reason: 'slow-mode', retryAfterSeconds: 30, intervalSeconds: 60 },
    });
    expect(refusePost({ ...base, settings, lastPostAtMs: NOW - 60_000 })).toBeNull();
  });
});

describe('formatDuration', () => {
  it('rounds up so a wait is never understated', () => {
    expect(formatDuration(0.2)).toBe('1 s');
    expect(formatDuration(59)).toBe('59 s');
    expect(formatDuration(61)).toBe('2 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(86_400)).toBe('24 h');
    expect(formatDuration(3_700)).toBe('1 h 2 min');
  });
});

describe('comment text', () => {
  it('trims, accepts 500 characters and refuses 501, empty text and control characters', () => {
    expect(commentTextSchema.parse('  hi  ')).toBe('hi');
    expect(commentTextSchema.safeParse('x'.repeat(500)).success).toBe(true);
    expect(commentTextSchema.safeParse('x'.repeat(501)).success).toBe(false);
    expect(commentTextSchema.safeParse('   ').success).toBe(false);
    expect(commentTextSchema.safeParse('bell\u0007').success).toBe(false);
    expect(commentTextSchema.safeParse('two\nlines').success).toBe(true);
  });
});

describe('moderation requests', () => {
  it('hiding or deleting needs a reason; pinning does not', () => {
    const ids = { eventId: 'e1', commentId: 'c1' };
    expect(moderateCommentRequest.safeParse({ ...ids, action: 'hide' }).success).toBe(false);
    expect(moderateCommentRequest.safeParse({ ...ids, action: 'remove', reason: 'abuse' }).success).toBe(true);
    expect(moderateCommentRequest.safeParse({ ...ids, action: 'pin' }).success).toBe(true);
    expect(moderateCommentRequest.safeParse({ ...ids, commentId: 'a/b', action: 'pin' }).success).toBe(false);
  });
  it('a timeout lasts 10 s to 24 h and must say how long', () => {
    expect(moderateAuthorRequest.safeParse({ uid: 'u', action: 'timeout' }).success).toBe(false);
    expect(moderateAuthorRequest.safeParse({ uid: 'u', action: 'timeout', durationSeconds: 9 }).success).toBe(false);
    expect(moderateAuthorRequest.safeParse({ uid: 'u', action: 'timeout', durationSeconds: 10 }).success).toBe(true);
    expect(moderateAuthorRequest.safeParse({ uid: 'u', action: 'timeout', durationSeconds: 86_400 }).success).toBe(
      true,
    );
    expect(moderateAuthorRequest.safeParse({ uid: 'u', action: 'timeout', durationSeconds: 86_401 }).success).toBe(
      false,
    );
  });
});

describe('parseBlockedWords', () => {
  it('splits lines and commas, trims, lower-cases and drops duplicates and blanks', () => {
    expect(parseBlockedWords('Scam\n fraud , scam\n\n')).toEqual(['scam', 'fraud']);
  });
});
