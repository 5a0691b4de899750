/**
 * The live room's first paint from the public facts (issue 43): what getStreamState says is live
 * shows before the room's listener is up, the listener's data replaces it, and a room whose facts
 * say an event is live never says "Nothing is live" on the way (docs/performance.md, "/live's
 * facts before the SDKs"). The listener and the SDK-bound parts of the room are replaced here;
 * tests/e2e/live-room.test.ts runs the whole room.
 */
import { ENDED_SHOWN_MS, settingsForAudience, type StreamState } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/use-snapshot';
import type { EventView } from '../api/event-view';
import type { LiveFacts } from '../api/use-live-facts';

const listener: { live: Live<EventView | null>; ended: Live<EventView | null> } = {
  live: { state: 'loading' },
  ended: { state: 'loading' },
};
vi.mock('../api/use-live-event', () => ({ useLiveEvent: () => listener.live }));
vi.mock('../api/use-last-ended-event', () => ({ useLastEndedEvent: () => listener.ended }));
const beats = vi.hoisted(() => ({ settings: [] as unknown[] }));
vi.mock('../api/use-heartbeat', () => ({
  useHeartbeat: (_event: string, _uid: string, settings: unknown) => void beats.settings.push(settings),
}));
vi.mock('../api/use-reaction-pulse', () => ({ useReactionPulse: () => ({ floats: [] }) }));
vi.mock('./event-player', () => ({ EventPlayer: () => <div data-testid="player" /> }));
vi.mock('./reactions', () => ({ FloatingReactions: () => null, ReactionBar: () => null }));
vi.mock('@/lib/session/session-store', () => ({ useUser: () => ({ uid: 'u1' }) }));
const { LiveRoom } = await import('./live-room');

const publicEvent = {
  id: 'e1',
  title: 'Budget town hall',
  description: 'The draft budget, line by line.',
  coverImageUrl: '',
  status: 'live' as const,
  startsAt: '2027-01-10T18:00:00.000Z',
  endsAt: '2027-01-10T20:00:00.000Z',
  language: 'en' as const,
};
const liveFacts: StreamState = {
  state: 'live',
  event: publicEvent,
  source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
  captionTracks: [],
  agendaNow: { number: 2, total: 3, item: { id: 'b', title: 'Parking', description: '' } },
};
const nothingLive: StreamState = { state: 'ended', ended: null, next: null, otherLive: false };
const ready = (stream: StreamState): LiveFacts => ({ state: 'ready', stream });
const liveView = (title: string) =>
  ({
    id: 'e1',
    title,
    description: '',
    language: 'en',
    source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
    overlay: null,
    livePollId: null,
    agenda: [],
    agendaNow: null,
    captionTracks: [],
    lastPollId: null,
  }) as unknown as EventView;

const room = (facts: LiveFacts | undefined) => (
  <MemoryRouter>
    <LiveRoom
      slots={{ poll: () => null, overlay: () => null, nextEvent: <p>No event is scheduled yet.</p> }}
      facts={facts}
    />
  </MemoryRouter>
);

beforeEach(() => {
  listener.live = { state: 'loading' };
  listener.ended = { state: 'loading' };
});

describe('the live room before its listener is up', () => {
  it('shows the live event the facts name: its title, the agenda item under way and its description', async () => {
    render(room(ready(liveFacts)));
    expect(screen.getByRole('heading', { level: 2, name: /Live\s+Budget town hall/ })).toBeInTheDocument();
    expect(await screen.findByTestId('agenda-now')).toHaveTextContent('Now: item 2 of 3 Parking');
    expect(screen.getByText('The draft budget, line by line.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing is live right now')).not.toBeInTheDocument();
  });

  it('hands over to the listener: its data replaces the facts', () => {
    const { rerender } = render(room(ready(liveFacts)));
    listener.live = { state: 'ready', data: liveView('Budget town hall, renamed') };
    rerender(room(ready(liveFacts)));
    expect(screen.getByRole('heading', { level: 2, name: /Live\s+Budget town hall, renamed/ })).toBeInTheDocument();
    expect(screen.getByTestId('player')).toBeInTheDocument();
    expect(screen.queryByText('Joining the live event…')).not.toBeInTheDocument();
  });

  it('never says "Nothing is live" on the way when the facts say an event is live', () => {
    const { rerender } = render(room(ready(liveFacts)));
    // The event ended between the facts and the listener's first answer: the room waits for the
    // last ended event rather than say nothing is live.
    listener.live = { state: 'ready', data: null };
    rerender(room(ready(liveFacts)));
    expect(screen.queryByText('Nothing is live right now')).not.toBeInTheDocument();
    expect(screen.queryByText(/Budget town hall/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Looking for the live event…');
  });

  it('says nothing is live at once when the facts say so, and keeps saying it through the handover', () => {
    const { rerender } = render(room(ready(nothingLive)));
    expect(screen.getByRole('heading', { name: 'Nothing is live right now' })).toBeInTheDocument();
    listener.live = { state: 'ready', data: null };
    rerender(room(ready(nothingLive)));
    expect(screen.getByRole('heading', { name: 'Nothing is live right now' })).toBeInTheDocument();
    listener.ended = { state: 'ready', data: null };
    rerender(room(ready(nothingLive)));
    expect(screen.getByRole('heading', { name: 'Nothing is live right now' })).toBeInTheDocument();
    expect(screen.getByText('No event is scheduled yet.')).toBeInTheDocument();
  });

  it('waits for the listener when another (signed-in-only) event is live, which the facts do not name', () => {
    render(room(ready({ ...nothingLive, otherLive: true })));
    expect(screen.queryByText('Nothing is live right now')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Joining the live event…');
  });

  it('waits for the listener while a public event’s end is shown: the room shows it with its final poll', () => {
    const endedAt = new Date(Date.now() - 60_000).toISOString();
    render(room(ready({ state: 'ended', ended: { ...publicEvent, endedAt }, next: null, otherLive: false })));
    expect(screen.queryByText('Nothing is live right now')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Joining the live event…');
  });

  // It used to wait for the listener whatever the time: /live's largest text then came with the
  // room's chunk, and a slow phone's LCP counted its 100 KB (docs/performance.md).
  it('says nothing is live at once when the last public event ended before its end stops being shown', () => {
    const endedAt = new Date(Date.now() - ENDED_SHOWN_MS - 60_000).toISOString();
    render(room(ready({ state: 'ended', ended: { ...publicEvent, endedAt }, next: null, otherLive: false })));
    expect(screen.getByRole('heading', { name: 'Nothing is live right now' })).toBeInTheDocument();
  });

  it('waits for the listener when the facts failed or are not in yet', () => {
    const { rerender } = render(room({ state: 'failed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Joining the live event…');
    rerender(room({ state: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Joining the live event…');
  });
});

describe('the live room follows the event’s settings (issue 45)', () => {
  it('a heartbeat and feed mode chosen again reach the open room through the event document', () => {
    const slots = {
      poll: (pollId: string, _uid: string, _event: string | null, pushedAtMs?: number | null) => (
        <p>
          Poll {pollId} pushed at {String(pushedAtMs)}
        </p>
      ),
      overlay: () => null,
      comments: (_event: string, _uid: string, feedMode: string) => <p>Feed: {feedMode}</p>,
      nextEvent: null,
    };
    const withRoom = () => (
      <MemoryRouter>
        <LiveRoom slots={slots} />
      </MemoryRouter>
    );
    beats.settings = [];
    listener.live = { state: 'ready', data: { ...liveView('Budget town hall'), audience: null } as EventView };
    const { rerender } = render(withRoom());
    expect(screen.getByText('Feed: live')).toBeInTheDocument();
    expect(beats.settings.at(-1)).toBeNull();
    // The crowd outgrew the settings: the function rewrote them, and a poll was pushed.
    const grown = settingsForAudience(50_000).event;
    listener.live = {
      state: 'ready',
      data: { ...liveView('Budget town hall'), audience: grown, livePollId: 'p1', livePollAtMs: 1_000 } as EventView,
    };
    rerender(withRoom());
    expect(screen.getByText('Feed: pulse')).toBeInTheDocument();
    expect(beats.settings.at(-1)).toEqual(grown);
    expect(screen.getByText('Poll p1 pushed at 1000')).toBeInTheDocument();
  });
});
