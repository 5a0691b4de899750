import { pollStatus, resultsVisible, type PollDoc, type PollStatus } from '@civic/domain';
import { readDoc, requiredMillisOf, type ReadableSnapshot } from '@/lib/firebase/time';

/** A poll as screens use it: id, times in epoch ms. */
export interface PollView extends Omit<PollDoc, 'opensAt' | 'closesAt' | 'createdAt' | 'updatedAt'> {
  id: string;
  opensAtMs: number;
  closesAtMs: number;
}

export function toPollView(snapshot: ReadableSnapshot): PollView {
  const data = readDoc<PollDoc<unknown>>(snapshot);
  return {
    ...data,
    id: snapshot.id,
    opensAtMs: requiredMillisOf(data.opensAt),
    closesAtMs: requiredMillisOf(data.closesAt),
  };
}

export const statusOf = (poll: PollView, nowMs: number): PollStatus => pollStatus(poll, nowMs);

/** Closed polls stay on the dashboard this long, so "after close" results can be seen. */
const RECENTLY_CLOSED_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest closing time a dashboard can show at `now`: its query asks only for polls closing
 * after it, so what a dashboard reads does not grow with every poll the city has ever run.
 */
export const dashboardPollsClosingAfter = (now: number) => new Date(now - RECENTLY_CLOSED_MS);

/** The polls a dashboard shows: open ones, and those closed in the last day. */
export function dashboardPolls(polls: PollView[], now: number) {
  return polls
    .map((poll) => ({ poll, status: statusOf(poll, now) }))
    .filter(
      ({ poll, status }) => status === 'open' || (status === 'closed' && now - poll.closesAtMs < RECENTLY_CLOSED_MS),
    );
}

/**
 * The dashboard's two groups: open polls soonest-closing first, and those closed in the last day
 * most recently closed first. Both dashboards (live and light) group with this one function.
 */
export function groupDashboardPolls<T extends { status: PollStatus }>(entries: T[]) {
  return {
    open: entries.filter(({ status }) => status === 'open'),
    closed: entries.filter(({ status }) => status === 'closed').reverse(),
  };
}

/** Whether a citizen sees the tallies: the poll's visibility, and only after voting or closing. */
export const showsResults = (poll: PollView, status: PollStatus, voted: boolean) =>
  resultsVisible(poll.resultsVisibility, status) && (voted || status === 'closed');
