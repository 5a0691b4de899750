import { describe, expect, it } from 'vitest';
import { EVENT_NOT_LIVE, isRefusalDetails } from './refusals.js';

describe('isRefusalDetails', () => {
  it('recognises a known reason and nothing else', () => {
    expect(isRefusalDetails(EVENT_NOT_LIVE)).toBe(true);
    expect(isRefusalDetails({ reason: 'camera-full', viewerCap: 8 })).toBe(true);
    expect(isRefusalDetails({ reason: 'made-up' })).toBe(false);
    expect(isRefusalDetails({ retryAfterSeconds: 3 })).toBe(false);
    expect(isRefusalDetails(null)).toBe(false);
    expect(isRefusalDetails('event-not-live')).toBe(false);
  });
});
