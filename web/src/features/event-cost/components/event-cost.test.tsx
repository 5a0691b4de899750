/**
 * The cost estimate's screens with their counts replaced: the control room's panel (loading, the
 * figures and the breakdown, growing as the clock runs, an error with Retry, the location) and the
 * dashboard's last events. The real counts run on the emulators in tests/e2e/event-cost.test.ts.
 */
import { estimateEventCost, type EventCounters } from '@civic/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { StoredCounters } from '../api/load-event-counters';
import type { PastEventCost } from '../api/load-last-events-cost';

const counts: StoredCounters = {
  averageViewers: 40,
  uniqueViewers: 50,
  pollVotes: [30],
  liveAnswers: [],
  comments: 10,
  questions: 3,
  upvotes: 8,
  reactions: 120,
  captionTracks: 0,
  captionLines: 0,
  game: null,
};
const loadEventCounters = vi.fn<() => Promise<StoredCounters>>();
const loadLastEventsCost = vi.fn<() => Promise<PastEventCost[]>>();
vi.mock('../api/load-event-counters', () => ({ loadEventCounters: () => loadEventCounters() }));
vi.mock('../api/load-last-events-cost', () => ({ loadLastEventsCost: () => loadLastEventsCost() }));

const { EventCostPanel } = await import('./event-cost-panel');
const { LastEventsCost } = await import('./last-events-cost');

const NOW = Date.UTC(2026, 10, 27, 18, 0);
const event = {
  id: 'e1',
  wentLiveAtMs: NOW - 30 * 60_000,
  startsAtMs: NOW - 30 * 60_000,
  captionTracks: [],
  livePollId: null,
  lastPollId: null,
};
const money = (testId: string) => Number(screen.getByTestId(testId).textContent!.replace(/[^0-9.]/g, ''));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  loadEventCounters.mockReset().mockResolvedValue(counts);
});
afterEach(async () => {
  vi.useRealTimers();
  await activateLanguage('en');
});

describe('EventCostPanel', () => {
  it('shows the estimate so far, per hour at the viewers now, and each feature, at list price', async () => {
    render(<EventCostPanel event={event} viewersNow={40} />);
    const panel = screen.getByRole('region', { name: 'What this event is costing' });
    expect(within(panel).getByRole('status').textContent).toContain('Loading');
    const soFar = await within(panel).findByTestId('cost-so-far');
    const expected = estimateEventCost({ ...counts, hours: 0.5, viewersNow: 40, controlRooms: 1 } as EventCounters);
    expect(soFar.textContent).toBe(`$${expected.soFar.toPrecision(3)}`);
    expect(within(panel).getByText('Per hour at 40 viewers')).toBeTruthy();
    expect(within(panel).getByTestId('cost-per-hour').textContent).toMatch(/^\$[0-9.]+ an hour$/);
    expect(within(panel).getByTestId('cost-feature-polls').textContent).toContain('Polls');
    expect(within(panel).getByTestId('cost-feature-presence').textContent).toContain('Presence');
    // Features that cost nothing (no game, no captions) are not listed.
    expect(within(panel).queryByTestId('cost-feature-game')).toBeNull();
    expect(within(panel).getByText(/Estimates at list price, prices checked on Nov 27, 2026/)).toBeTruthy();
    expect((within(panel).getByLabelText('Priced for Firestore in') as HTMLSelectElement).value).toBe('us-central1');
  });

  it('grows as the event runs, and counts again every 30 s', async () => {
    render(<EventCostPanel event={event} viewersNow={40} />);
    await screen.findByTestId('cost-so-far');
    const before = money('cost-so-far');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(money('cost-so-far')).toBeGreaterThan(before);
    expect(loadEventCounters).toHaveBeenCalledTimes(2);
  });

  it('multi-region prices (nam5): Firestore at twice the price, functions the same', async () => {
    render(<EventCostPanel event={event} viewersNow={40} />);
    await screen.findByTestId('cost-so-far');
    const single = money('cost-so-far');
    fireEvent.change(screen.getByLabelText('Priced for Firestore in'), { target: { value: 'nam5' } });
    const counters = { ...counts, hours: 0.5, viewersNow: 40, controlRooms: 1 } as EventCounters;
    expect(screen.getByTestId('cost-so-far').textContent).toBe(
      `$${estimateEventCost(counters, 'nam5').soFar.toPrecision(3)}`,
    );
    // Function prices do not depend on the Firestore location, so the whole rises by less than double.
    expect(money('cost-so-far')).toBeGreaterThan(1.5 * single);
  });

  it('a failed count says so and offers Retry', async () => {
    loadEventCounters.mockReset().mockRejectedValueOnce(new Error('permission-denied')).mockResolvedValue(counts);
    render(<EventCostPanel event={event} viewersNow={40} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load this figure.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('cost-so-far')).toBeTruthy();
  });

  it('in Spanish, the money is formatted in Spanish', async () => {
    await activateLanguage('es');
    render(<EventCostPanel event={event} viewersNow={40} />);
    expect((await screen.findByTestId('cost-so-far')).textContent).toMatch(/^0,[0-9]+\u00a0US\$$/);
  });
});

describe('LastEventsCost', () => {
  const past = (id: string, title: string, attendance: number): PastEventCost => ({
    eventId: id,
    title,
    endedAtMs: NOW - 86_400_000,
    hours: 1,
    attendance,
    averageViewers: attendance,
    estimate: estimateEventCost({ ...counts, hours: 1, viewersNow: attendance, controlRooms: 1 } as EventCounters),
  });

  it('lists each event with its attendance beside its estimated cost', async () => {
    loadLastEventsCost.mockResolvedValue([past('a', 'Budget town hall', 120), past('b', 'Parks forum', 1)]);
    render(<LastEventsCost />);
    expect(await screen.findByText('Budget town hall')).toBeTruthy();
    expect(screen.getByTestId('attendance-a').textContent).toBe('120 viewers');
    expect(screen.getByTestId('attendance-b').textContent).toBe('1 viewer');
    expect(screen.getByTestId('event-cost-a').textContent).toMatch(/^\$[0-9.]+$/);
  });

  it('says when no event has ended yet', async () => {
    loadLastEventsCost.mockResolvedValue([]);
    render(<LastEventsCost />);
    expect(await screen.findByText('No event has ended yet.')).toBeTruthy();
  });
});
