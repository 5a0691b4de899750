/**
 * The ballot spread in the room (docs/scale.md, "Settings from the expected audience"): a pushed
 * ballot shows at the viewer's own offset after the push, at once for a viewer already past it or
 * for a poll without a spread. The poll's listener and ballot are replaced here.
 */
import { ballotOffsetMs } from '@civic/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWithSpread } from '@/testing/poll-with-spread';

const live = vi.hoisted(() => ({ poll: null as unknown }));
vi.mock('../api/use-poll', () => ({ usePoll: () => ({ state: 'ready', data: live.poll }) }));
vi.mock('./live-poll-ballot', () => ({ PollBallot: () => <p>The ballot</p> }));
const { LivePoll } = await import('./live-poll');

const SPREAD = 130;
const poll = (spread: number | null) => pollWithSpread(spread);
const offset = ballotOffsetMs('u1', 'p1', SPREAD);
const now = 1_900_000_000_000;
const room = (pushedAtMs: number | null) => <LivePoll pollId="p1" uid="u1" eventId="e1" pushedAtMs={pushedAtMs} />;

beforeEach(() => {
  vi.useFakeTimers({ now });
  live.poll = poll(SPREAD);
});
afterEach(() => vi.useRealTimers());

describe('LivePoll: a pushed ballot, after the viewer’s own offset', () => {
  it('withholds the ballot until the offset after the push, saying one is on its way', () => {
    expect(offset).toBeGreaterThan(1_000);
    render(room(now));
    expect(screen.queryByText('The ballot')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('A new question is on its way');
    act(() => vi.advanceTimersByTime(offset - 1));
    expect(screen.queryByText('The ballot')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('The ballot')).toBeInTheDocument();
  });

  it('a room opened (or reloaded) partway waits only the rest of the offset, counted from the push', () => {
    render(room(now - 1_000));
    act(() => vi.advanceTimersByTime(offset - 1_001));
    expect(screen.queryByText('The ballot')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('The ballot')).toBeInTheDocument();
  });

  it('shows it at once to a viewer who arrives after their offset', () => {
    render(room(now - SPREAD * 1000));
    expect(screen.getByText('The ballot')).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).toBeNull();
  });

  it('shows it at once for a poll without a spread, or when the push time is unknown', () => {
    live.poll = poll(null);
    const { unmount } = render(room(now));
    expect(screen.getByText('The ballot')).toBeInTheDocument();
    unmount();
    live.poll = poll(SPREAD);
    render(room(null));
    expect(screen.getByText('The ballot')).toBeInTheDocument();
  });
});
