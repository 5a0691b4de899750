import { describe, expect, it, vi } from 'vitest';
import {
  askForReactionPulse,
  eventInputSchema,
  PULSE_ASKS_MAX,
  streamSourceSchema,
  type EventInput,
  type PublishReactionsResponse,
} from './event.js';
import { embedUrl } from './stream.js';

const valid: EventInput = {
  title: 'Town hall',
  description: '',
  coverImageUrl: '',
  startsAt: 1_000,
  endsAt: 2_000,
  visibility: 'public',
  published: true,
  source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
};

describe('stream sources', () => {
  it('accept an https playlist, the bundled same-origin clip, video ids and the camera', () => {
    for (const source of [
      { kind: 'hls', url: 'https://cdn.example.org/live/index.m3u8?token=a' },
      { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
      { kind: 'youtube', videoId: 'dQw4w9WgXcQ' },
      { kind: 'vimeo', videoId: '76979871' },
      { kind: 'camera' },
    ]) {
      expect(streamSourceSchema.safeParse(source).success).toBe(true);
    }
  });

  it('refuse plain http, protocol-relative URLs, non-playlists and malformed ids', () => {
    const refused = [
      { kind: 'hls', url: 'http://cdn.example.org/index.m3u8' },
      { kind: 'hls', url: '//evil.example.org/index.m3u8' },
      { kind: 'hls', url: 'javascript:alert(1)//.m3u8' },
      { kind: 'hls', url: 'https://cdn.example.org/video.mp4' },
      { kind: 'youtube', videoId: '../../x' },
      { kind: 'vimeo', videoId: 'abc' },
      { kind: 'rtmp', url: 'rtmp://x' },
    ];
    for (const source of refused) expect(streamSourceSchema.safeParse(source).success).toBe(false);
  });

  it('embed only the privacy-enhanced players', () => {
    expect(embedUrl({ kind: 'youtube', videoId: 'dQw4w9WgXcQ' })).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(embedUrl({ kind: 'vimeo', videoId: '76979871' })).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?.*dnt=1/,
    );
  });
});

describe('the event editor input', () => {
  it('accepts a complete event', () => {
    expect(eventInputSchema.safeParse(valid).success).toBe(true);
  });

  it('says which field is wrong', () => {
    const result = eventInputSchema.safeParse({ ...valid, title: ' ', endsAt: 500, coverImageUrl: 'http://x' });
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['title', 'endsAt', 'coverImageUrl']));
  });
});

describe("a viewer's ask for the reaction pulse", () => {
  const answers = (...states: PublishReactionsResponse['state'][]) => {
    const queue = states.map((state) => ({ state, retryInMs: state === 'throttled' ? 300 : 0 }));
    return vi.fn(async () => queue.shift()!);
  };

  it('asks again after the wait the server names while it is too soon, then stops', async () => {
    const ask = answers('throttled', 'throttled', 'published');
    const waits: number[] = [];
    expect(await askForReactionPulse(ask, async (ms) => void waits.push(ms))).toBe('published');
    expect(ask).toHaveBeenCalledTimes(3);
    expect(waits).toHaveLength(2);
    for (const ms of waits) expect(ms).toBeGreaterThanOrEqual(300);
  });

  it('stops at once when a pulse already counts the reaction', async () => {
    const ask = answers('included');
    expect(await askForReactionPulse(ask, async () => undefined)).toBe('included');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${PULSE_ASKS_MAX} asks (the next reaction, or the event's end, publishes it)`, async () => {
    const ask = answers(...Array.from({ length: 20 }, () => 'throttled' as const));
    expect(await askForReactionPulse(ask, async () => undefined)).toBe('throttled');
    expect(ask).toHaveBeenCalledTimes(PULSE_ASKS_MAX);
  });
});
