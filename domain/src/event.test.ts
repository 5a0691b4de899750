import { describe, expect, it } from 'vitest';
import { eventInputSchema, streamSourceSchema, type EventInput } from './event-schemas.js';
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

describe('the expected audience', () => {
  const parse = (expectedAudience: unknown) => eventInputSchema.safeParse({ ...valid, expectedAudience });

  it('is optional, a whole number from 1 to a million', () => {
    expect(eventInputSchema.safeParse(valid).success).toBe(true);
    expect(parse(1).success).toBe(true);
    expect(parse(1_000_000).success).toBe(true);
    for (const bad of [0, -5, 2.5, 1_000_001, '500', null, Number.NaN, Infinity]) {
      expect(parse(bad).success, String(bad)).toBe(false);
    }
  });
});
