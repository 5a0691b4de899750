/**
 * The ad poll counts panel: recounts on its period while the tab is visible, keeps the last counts
 * when a recount fails. The server reads are replaced here; tests/e2e/polls.test.ts counts a real
 * impression and click on the emulators.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AdStats from '../api/get-ad-poll-stats';
import type { PollView } from '../api/poll-view';

const getAdPollStats = vi.fn();
vi.mock('../api/get-ad-poll-stats', async (importOriginal) => ({
  ...(await importOriginal<typeof AdStats>()),
  getAdPollStats,
}));

const { AD_STATS_REFRESH_MS, AdPollStatsPanel } = await import('./ad-poll-stats');

const poll = { id: 'p1', question: 'Night bus?', sponsor: { name: 'Metro' }, optionIds: [] } as unknown as PollView;
const counted = (impressions: number, clicks: number) => [
  { poll, impressions, clicks, ctr: impressions ? clicks / impressions : 0, tallies: {} },
];
const cells = () => screen.getByRole('table', { name: 'Per ad poll' }).textContent;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  getAdPollStats.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('AdPollStatsPanel', () => {
  it('recounts every period without a click', async () => {
    getAdPollStats.mockResolvedValueOnce(counted(4, 1)).mockResolvedValueOnce(counted(10, 5));
    render(<AdPollStatsPanel polls={[poll]} />);
    expect(await screen.findByRole('table', { name: 'Per ad poll' })).toHaveTextContent('25.0%');
    await act(() => vi.advanceTimersByTimeAsync(AD_STATS_REFRESH_MS));
    expect(cells()).toContain('50.0%');
    expect(getAdPollStats).toHaveBeenCalledTimes(2);
  });

  it('keeps the last counts and says so when a recount fails', async () => {
    getAdPollStats.mockResolvedValueOnce(counted(4, 1)).mockRejectedValueOnce(new Error('unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AdPollStatsPanel polls={[poll]} />);
    expect(await screen.findByRole('table', { name: 'Per ad poll' })).toHaveTextContent('25.0%');
    await act(() => vi.advanceTimersByTimeAsync(AD_STATS_REFRESH_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('The counts could not be updated. Showing the last ones.');
    expect(cells()).toContain('25.0%');
  });
});
