import { useUser } from '@/lib/session/session-store';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePublishedPolls } from '../api/list-published-polls';
import { dashboardPolls } from '../api/poll-view';
import type { ReactNode } from 'react';
import { useNow } from '@/lib/use-now';
import { PollBallot } from './poll-ballot';
import '../polls.css';

/** The user dashboard's polls: every open poll to answer, plus those closed in the last day. */
export function OpenPolls() {
  const user = useUser();
  const polls = usePublishedPolls();
  const now = useNow();
  if (!user) return null;
  if (polls.state === 'loading') return <LoadingState label="Loading polls…" />;
  if (polls.state === 'error') return <ErrorState title="Polls could not be loaded" error={polls.error} />;
  const shown = dashboardPolls(polls.data, now);
  return (
    <OpenPollsSection empty={shown.length === 0}>
      {shown.map(({ poll, status }) => (
        <PollBallot key={poll.id} poll={poll} status={status} uid={user.uid} />
      ))}
    </OpenPollsSection>
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
