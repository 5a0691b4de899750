import { afterEach, describe, expect, it, vi } from 'vitest';
import { followCues } from './follow-cues';
import type { SubtitleCue } from './hls-subtitles';

/**
 * A live subtitle playlist that grows while it is followed. `fetch` is replaced by an in-memory
 * origin: the stream's server is the boundary here (the e2e play the recorded demo clip).
 */
const ORIGIN = 'https://cdn.test/live/';
const vtt = (from: string, to: string, text: string) => `WEBVTT\n\n${from} --> ${to}\n${text}\n`;

function liveOrigin() {
  const files = new Map<string, string>();
  const segments: string[] = [];
  let ended = false;
  let down = false;
  const requested: string[] = [];
  const playlist = () =>
    [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      ...segments.flatMap((s) => ['#EXTINF:2,', s]),
      ...(ended ? ['#EXT-X-ENDLIST'] : []),
    ].join('\n');
  vi.stubGlobal('fetch', async (url: string) => {
    const name = url.slice(ORIGIN.length);
    requested.push(name);
    if (down) return new Response('', { status: 503 });
    const body = name === 'en.m3u8' ? playlist() : files.get(name);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
  return {
    requested,
    add(name: string, body: string) {
      files.set(name, body);
      segments.push(name);
    },
    end() {
      ended = true;
    },
    setDown(value: boolean) {
      down = value;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('following a live subtitle playlist', () => {
  it('reads new segments as the playlist grows, each once, and stops at its end', async () => {
    vi.useFakeTimers();
    const origin = liveOrigin();
    origin.add('s1.vtt', vtt('00:00.000', '00:01.500', 'Good evening.'));
    const seen: SubtitleCue[] = [];
    const done = followCues(
      { name: 'English', language: 'en', uri: `${ORIGIN}en.m3u8` },
      new AbortController().signal,
      (cues) => seen.push(...cues),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.map((cue) => cue.text)).toEqual(['Good evening.']);

    origin.add('s2.vtt', vtt('00:02.000', '00:03.500', 'The first item is the budget.'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen.map((cue) => cue.text)).toEqual(['Good evening.', 'The first item is the budget.']);

    origin.end();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(origin.requested.filter((name) => name.endsWith('.vtt'))).toEqual(['s1.vtt', 's2.vtt']);
    const reads = origin.requested.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(origin.requested).toHaveLength(reads);
  });

  it('keeps following through a failed reload, and stops when the viewer turns captions off', async () => {
    vi.useFakeTimers();
    const origin = liveOrigin();
    origin.add('s1.vtt', vtt('00:00.000', '00:01.000', 'One.'));
    const seen: string[] = [];
    const controller = new AbortController();
    const following = followCues(
      { name: 'English', language: 'en', uri: `${ORIGIN}en.m3u8` },
      controller.signal,
      (cues) => seen.push(...cues.map((cue) => cue.text)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['One.']);

    // The origin fails for one reload; the next one picks up what was added meanwhile.
    origin.setDown(true);
    origin.add('s2.vtt', vtt('00:02.000', '00:03.000', 'Two.'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen).toEqual(['One.']);
    origin.setDown(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen).toEqual(['One.', 'Two.']);

    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(following).resolves.toBeUndefined();
    const reads = origin.requested.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(origin.requested).toHaveLength(reads);
  });
});
