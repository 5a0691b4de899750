/**
 * The control room's poll console and the ballot spread (docs/scale.md, "Settings from the expected
 * audience"): it says by when every room shows the ballot, and warns against closing sooner.
 * The listeners are replaced here.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWithSpread } from '@/testing/poll-with-spread';

const live = vi.hoisted(() => ({ poll: null as unknown }));
vi.mock('../api/use-poll', () => ({ usePoll: () => ({ state: 'ready', data: live.poll }) }));
vi.mock('../api/use-tallies', () => ({ useTallies: () => ({ state: 'loading' }) }));
vi.mock('../api/use-published-polls', () => ({ usePublishedPolls: () => ({ state: 'ready', data: [] }) }));
const { LivePollConsole } = await import('./live-poll-console');

const now = 1_900_000_000_000;
const poll = (spread: number | null, closesAtMs = now + 3_600_000) => pollWithSpread(spread, closesAtMs);
const consoleFor = (pushedAtMs: number) => (
  <LivePollConsole
    livePollId="p1"
    livePollAtMs={pushedAtMs}
    onStream={false}
    onPushLive={async () => undefined}
    onShowOnStream={async () => undefined}
  />
);

beforeEach(() => vi.useFakeTimers({ now }));
afterEach(() => vi.useRealTimers());

describe('LivePollConsole: the ballot spread', () => {
  it('says how long the ballot takes to reach every room, and warns against closing before then', () => {
    live.poll = poll(130);
    render(consoleFor(now - 10_000));
    expect(screen.getByText(/all of them within 3 min of the push/)).toBeInTheDocument();
    const warning = screen.getByText(/Not every room shows it yet/);
    expect(screen.getByRole('button', { name: 'Close poll' })).toHaveAttribute('aria-describedby', warning.id);
  });

  it('once every room shows it, no warning; a poll set to close sooner is named', () => {
    live.poll = poll(130, now + 60_000);
    const { unmount } = render(consoleFor(now - 200_000));
    expect(screen.queryByText(/Not every room shows it yet/)).toBeNull();
    unmount();
    render(consoleFor(now));
    expect(screen.getByText(/before every room shows it/)).toBeInTheDocument();
  });

  it('says nothing of it for a poll without a spread', () => {
    live.poll = poll(0);
    render(consoleFor(now));
    expect(screen.queryByText(/moment of its own/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Close poll' })).not.toHaveAttribute('aria-describedby');
  });
});
