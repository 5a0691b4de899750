import { useUser } from '@/lib/session/session-store';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePublishedPolls } from '../api/list-published-polls';
import { dashboardPolls } from '../api/poll-view';
import type { ReactNode } from 'react';
import { useNow } from '@/lib/use-now';
import { PollBallot } from './poll-ballot';
import '../polls.css';

/**
 * The user dashboard's polls: every open poll to answer and, in their own group, those closed in
 * the last day with their final results (as their visibility allows). A poll moves from one group
 * to the other by itself when its closing time passes (the clock ticks; the admin's "Close now"
 * moves the closing time, which the live query brings).
 */
export function OpenPolls() {
  const user = useUser();
  const polls = usePublishedPolls();
  const now = useNow();
  if (!user) return null;
  if (polls.state === 'loading') return <LoadingState label="Loading polls…" />;
  if (polls.state === 'error') return <ErrorState title="Polls could not be loaded" error={polls.error} />;
  const shown = dashboardPolls(polls.data, now);
  const open = shown.filter(({ status }) => status === 'open');
  const closed = shown.filter(({ status }) => status === 'closed').reverse(); // most recently closed first
  return (
    <>
      <OpenPollsSection empty={open.length === 0}>
        {open.map(({ poll, status }) => (
          <PollBallot key={poll.id} poll={poll} status={status} uid={user.uid} />
        ))}
      </OpenPollsSection>
      {closed.length > 0 && (
        <section className="stack" aria-labelledby="closed-polls-title">
          <h2 id="closed-polls-title">Closed polls</h2>
          <p className="muted">Closed in the last 24 hours, with their final results where they are published.</p>
          <div className="poll-grid">
            {closed.map(({ poll, status }) => (
              <PollBallot key={poll.id} poll={poll} status={status} uid={user.uid} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/** The "Open polls" section around the ballots, or its empty state. */
export function OpenPollsSection({ empty, children }: { empty: boolean; children: ReactNode }) {
  return (
    <section className="stack" aria-labelledby="open-polls-title">
      <h2 id="open-polls-title">Open polls</h2>
      {empty ? (
        <EmptyState title="No open polls right now">
          <p>When an administrator opens a poll it appears here, ready for your vote.</p>
        </EmptyState>
      ) : (
        <div className="poll-grid">{children}</div>
      )}
    </section>
  );
}
