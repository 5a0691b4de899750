import { ErrorState, LoadingState } from '@/components/ui/states';
import { useNow } from '@/lib/use-now';
import { usePoll } from '../api/use-poll';
import { useTallies } from '../api/use-tallies';
import { statusOf } from '../api/poll-view';
import { PollBallot } from './live-poll-ballot';
import { ResultBars } from './poll-ballot';
import '../polls.css';

/**
 * The poll pushed live in the room, by id (the room gets the id from the event): vote in place,
 * results per the poll's visibility, live. Rules decide who may vote and see what.
 */
export function LivePoll({ pollId, uid }: { pollId: string; uid: string }) {
  const poll = usePoll(pollId);
  const now = useNow();
  if (poll.state === 'loading') return <LoadingState label="Loading the live poll…" />;
  if (poll.state === 'error') return <ErrorState title="The live poll could not be loaded" error={poll.error} />;
  if (!poll.data) return null;
  return <PollBallot poll={poll.data} status={statusOf(poll.data, now)} uid={uid} />;
}

/**
 * The results of a poll as an overlay over the stream (the admin put them there for everyone).
 * Shows nothing to a viewer the rules do not let read the tallies.
 */
export function PollResultsOverlay({ pollId }: { pollId: string }) {
  const poll = usePoll(pollId);
  const tallies = useTallies(
    pollId,
    poll.state === 'ready' && poll.data ? poll.data.optionIds : [],
    poll.state === 'ready',
  );
  if (poll.state !== 'ready' || !poll.data || tallies.state !== 'ready') return null;
  return (
    <div className="poll-overlay" role="region" aria-label={`Results on the stream: ${poll.data.question}`}>
      <p className="poll-overlay__question">{poll.data.question}</p>
      <ResultBars poll={poll.data} tallies={tallies.data} chosen={null} />
    </div>
  );
}
