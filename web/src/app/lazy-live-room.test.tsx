/**
 * /live's first paint (issue 43): while the room's chunk (the Firestore SDK, the player, the feed)
 * is still loading, the screen already shows what the public facts say is live, asked for as the
 * screen starts (docs/performance.md, "/live's facts before the SDKs").
 */
import type { StreamState } from '@civic/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The room's chunk never finishes in this test: the screen stays on its fallback. `roomAsked`
// says when the room was first rendered (its module requested).
const roomAsked = vi.hoisted(() => vi.fn());
vi.mock('./live-room', () => ({
  LiveRoomScreen: () => {
    roomAsked();
    throw new Promise(() => {});
  },
}));
const { LazyLiveRoom } = await import('./lazy-live-room');

const answer = (stream: StreamState) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ success: true, data: stream }), { status: 200 }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  roomAsked.mockClear();
});

describe('LazyLiveRoom before the room has loaded', () => {
  it('shows the live event from getStreamState', async () => {
    const fetch = answer({
      state: 'live',
      event: {
        id: 'e1',
        title: 'Budget town hall',
        description: '',
        coverImageUrl: '',
        status: 'live',
        startsAt: '2027-01-10T18:00:00.000Z',
        endsAt: '2027-01-10T20:00:00.000Z',
      },
      source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
      captionTracks: [],
    });
    render(<LazyLiveRoom />);
    expect(await screen.findByRole('heading', { level: 2, name: /Live\s+Budget town hall/ })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/getStreamState$/);
  });

  it('says nothing is live when nothing is', async () => {
    answer({
      state: 'upcoming',
      event: {
        id: 'n',
        title: 'Next',
        description: '',
        coverImageUrl: '',
        status: 'scheduled',
        startsAt: '',
        endsAt: '',
      },
      otherLive: false,
    });
    render(<LazyLiveRoom />);
    expect(await screen.findByRole('heading', { name: 'Nothing is live right now' })).toBeInTheDocument();
  });

  it('keeps saying it is opening the room when the facts cannot be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    render(<LazyLiveRoom />);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Opening the live room…');
  });

  it('asks for the room once the facts are painted, not before: they do not share the network with it', async () => {
    answer({ state: 'ended', ended: null, next: null, otherLive: false });
    render(<LazyLiveRoom />);
    expect(await screen.findByRole('heading', { name: 'Nothing is live right now' })).toBeInTheDocument();
    await vi.waitFor(() => expect(roomAsked).toHaveBeenCalled());
  });

  // Shown as the Suspense fallback instead, the facts were put on the page a second time while the
  // room loaded: Chromium reported that copy's paint as /live's LCP, after the room's 100 KB had
  // started downloading (docs/performance.md, "/live's first commit waits for its facts").
  it('keeps the very facts it painted on the page while the room loads (no second copy)', async () => {
    answer({ state: 'ended', ended: null, next: null, otherLive: false });
    render(<LazyLiveRoom />);
    const painted = await screen.findByRole('heading', { name: 'Nothing is live right now' });
    await vi.waitFor(() => expect(roomAsked).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Nothing is live right now' })).toBe(painted);
    expect(painted).toBeVisible();
  });

  it('asks for the room after a second without the facts (a slow answer does not hold it back)', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    render(<LazyLiveRoom />);
    await act(async () => vi.advanceTimersByTime(900));
    expect(roomAsked).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(roomAsked).toHaveBeenCalled();
  });
});
