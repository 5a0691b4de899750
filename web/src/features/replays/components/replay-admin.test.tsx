/**
 * The admin's replay screen (issue 44, docs/replays.md "The admin's replay screen"): the address
 * checked by the callable's schema, the alignment tool's nudges (buttons and keys) and its
 * highlighted moment at the video's time minus the offset, and publishing with the server's
 * refusals said. The callables and reads are replaced here; tests/integration/replays.test.ts runs
 * the real callables and their refusals.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { FirstMoment } from '../lib/alignment';

const calls = vi.hoisted(() => ({
  attachRecording: vi.fn(async (request: { eventId: string }) => ({ eventId: request.eventId })),
  publishReplay: vi.fn(async (eventId: string) => ({ eventId, published: true })),
  unpublishReplay: vi.fn(async (eventId: string) => ({ eventId, published: false })),
}));
vi.mock('../api/replay-admin-calls', () => calls);
const replay = vi.hoisted(() => ({
  published: false,
  recording: null as null | { kind: string; url: string; offsetMs: number },
}));
vi.mock('../api/use-replay-doc', () => ({ useReplayDoc: () => ({ state: 'ready', data: { ...replay } }) }));
const MOMENTS: FirstMoment[] = [
  { id: 'm1', kind: 'agenda', t: 0, text: 'Welcome', number: 1, author: null },
  { id: 'c1', kind: 'caption', t: 5_000, text: 'Good evening, everyone', number: null, author: null },
  { id: 'p1', kind: 'post', t: 12_000, text: 'Glad to be here', number: null, author: 'Ana' },
];
vi.mock('../api/load-first-moments', () => ({ loadFirstMoments: vi.fn(async () => MOMENTS) }));
vi.mock('@/lib/notifications', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/media/attach-stream', () => ({ attachStream: vi.fn(() => () => undefined) }));

const { ReplayAdmin } = await import('./replay-admin');

const EVENT = { id: 'e1', title: 'Town hall', wentLiveAtMs: 1_000_000 };
const show = () =>
  render(
    <MemoryRouter>
      <ReplayAdmin event={EVENT} />
    </MemoryRouter>,
  );
const addressField = () => screen.getByLabelText('Recording address');
const offsetField = () => screen.getByLabelText('Offset, in seconds');
const moments = () => screen.getByRole('region', { name: 'The event’s first moments' });
/** The video reaches `seconds`, as a playing or seeked video reports it. */
const videoAt = (seconds: number) => {
  const video = screen.getByLabelText('Recording: Town hall') as HTMLVideoElement;
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  act(() => void video.dispatchEvent(new Event('timeupdate')));
};
const highlighted = () => within(moments()).getByRole('listitem', { current: true });

beforeEach(() => {
  Object.assign(replay, {
    published: false,
    recording: { kind: 'hls', url: '/media/town-hall/index.m3u8', offsetMs: 3_000 },
  });
  Object.values(calls).forEach((call) => call.mockClear());
});
afterEach(() => activateLanguage('en'));

describe('ReplayAdmin', () => {
  it('says at the field why an address is refused, and saves a good one with its offset', async () => {
    show();
    fireEvent.change(addressField(), { target: { value: 'http://cdn.example.org/town-hall.m3u8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the recording' }));
    expect(await screen.findByText(/Enter an address that starts with https:\/\//)).toBeVisible();
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(addressField(), { target: { value: 'https://cdn.example.org/town-hall.mov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the recording' }));
    expect(await screen.findByText(/HLS playlist \(\.m3u8\) or an MP4 file\./)).toBeVisible();
    expect(calls.attachRecording).not.toHaveBeenCalled();

    fireEvent.change(addressField(), { target: { value: 'https://cdn.example.org/town-hall.mp4' } });
    fireEvent.change(offsetField(), { target: { value: '12.3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the recording' }));
    await waitFor(() =>
      expect(calls.attachRecording).toHaveBeenCalledWith({
        eventId: 'e1',
        url: 'https://cdn.example.org/town-hall.mp4',
        offsetMs: 12_300,
      }),
    );
    expect(addressField()).not.toHaveAttribute('aria-invalid');
  });

  it('nudges the offset with its buttons and the arrow keys (mirrored in Arabic), never below 0', async () => {
    show();
    expect(offsetField()).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: '+1 s' }));
    expect(offsetField()).toHaveValue('4');
    fireEvent.click(screen.getByRole('button', { name: '−0.1 s' }));
    expect(offsetField()).toHaveValue('3.9');
    fireEvent.keyDown(moments(), { key: 'ArrowRight' });
    expect(offsetField()).toHaveValue('4');
    fireEvent.keyDown(moments(), { key: 'ArrowLeft', shiftKey: true });
    expect(offsetField()).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: '+0.1 s' }));
    expect(offsetField()).toHaveValue('3.1');
    for (let press = 0; press < 4; press += 1) fireEvent.click(screen.getByRole('button', { name: '−1 s' }));
    expect(offsetField()).toHaveValue('0');

    const region = moments();
    await act(() => activateLanguage('ar'));
    fireEvent.keyDown(region, { key: 'ArrowLeft', shiftKey: true });
    expect(screen.getByLabelText('الإزاحة بالثواني')).toHaveValue('1');
  });

  it('highlights the moment at the video’s time minus the offset, and sets the offset to the video’s time', async () => {
    show();
    await within(moments()).findByText('Welcome');
    videoAt(9); // offset 3 s: the event at 6 s, after the first caption
    expect(highlighted()).toHaveTextContent('Good evening, everyone');
    videoAt(16); // the event at 13 s
    expect(highlighted()).toHaveTextContent('Glad to be here');
    fireEvent.click(screen.getByRole('button', { name: '+1 s' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 s' })); // offset 5 s: the event at 11 s
    expect(highlighted()).toHaveTextContent('Good evening, everyone');
    videoAt(2); // before the event went live: nothing is current
    expect(within(moments()).queryByRole('listitem', { current: true })).toBeNull();
    expect(within(moments()).getByText(/before the event went live/)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Set to the video’s current time' }));
    expect(offsetField()).toHaveValue('2');
    expect(highlighted()).toHaveTextContent('Welcome');
  });

  it('publishes, and shows the server’s refusal in the catalog’s words', async () => {
    calls.publishReplay.mockRejectedValueOnce(
      Object.assign(new Error('Replays are public'), {
        code: 'functions/permission-denied',
        details: { reason: 'replay-signed-in-event' },
      }),
    );
    show();
    expect(screen.getByText('Not published')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Publish the replay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only signed-in accounts could watch this event, and replays are public: it has no replay.',
    );
    expect(calls.publishReplay).toHaveBeenCalledWith('e1');
    fireEvent.click(screen.getByRole('button', { name: 'Publish the replay' }));
    await waitFor(() => expect(calls.publishReplay).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('when published, links to the replay page and unpublishes', async () => {
    replay.published = true;
    show();
    expect(screen.getByRole('link', { name: 'open the replay page' })).toHaveAttribute('href', '/replay?event=e1');
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(calls.unpublishReplay).toHaveBeenCalledWith('e1'));
    expect(calls.publishReplay).not.toHaveBeenCalled();
  });
});
