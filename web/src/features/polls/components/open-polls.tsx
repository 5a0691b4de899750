import { useUser } from '@/lib/session/session-store';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePublishedPolls } from '../api/list-published-polls';
import { statusOf } from '../api/poll-view';
import { useNow } from '@/lib/use-now';
import { PollBallot } from './poll-ballot';
import '../polls.css';

/** Closed polls stay on the dashboard this long, so "after close" results can be seen. */
const RECENTLY_CLOSED_MS = 24 * 60 * 60 * 1000;

/** The user dashboard's polls: every open poll to answer, plus those closed in the last day. */
export function OpenPolls() {
  const user = useUser();
  const polls = usePublishedPolls();
  const now = useNow();
  if (!user) return null;
  if (polls.state === 'loading') return <LoadingState label="Loading polls…" />;
  if (polls.state === 'error') return <ErrorState title="Polls could not be loaded" error={polls.error} />;
  const shown = polls.data
    .map((poll) => ({ poll, status: statusOf(poll, now) }))
    .filter(
      ({ poll, status }) => status === 'open' || (status === 'closed' && now - poll.closesAtMs < RECENTLY_CLOSED_MS),
    );
  return (
    <section className="stack" aria-labelledby="open-polls-title">
      <h2 id="open-polls-title">Open polls</h2>
      {shown.length === 0 ? (
        <EmptyState title="No open polls right now">
          <p>When an administrator opens a poll it appears here, ready for your vote.</p>
        </EmptyState>
      ) : (
        <div className="poll-grid">
          {shown.map(({ poll, status }) => (
            <PollBallot key={poll.id} poll={poll} status={status} uid={user.uid} />
          ))}
        </div>
      )}
    </section>
  );
}
