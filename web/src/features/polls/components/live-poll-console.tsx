import { isLiveQuestionKind, LIVE_QUESTION_KIND_LABELS } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useNow } from '@/lib/use-now';
import { useRunAction } from '@/lib/use-run-action';
import { usePoll } from '../api/use-poll';
import { useTallies } from '../api/use-tallies';
import { usePublishedPolls } from '../api/use-published-polls';
import { openOrClosePoll } from '../api/open-or-close-poll';
import { statusOf } from '../api/poll-view';
import { LiveQuestionModeration } from './live-question-moderation';
import { ResultsChart } from './results-chart';
import { StatusBadge } from './status-badge';
import '../polls.css';

export interface LivePollConsoleProps {
  /** The poll live in the room now (from the event), or null. */
  livePollId: string | null;
  /** Whether its results are on the stream overlay. */
  onStream: boolean;
  /** The room's side of it, supplied by the route (events feature): push live / take down. */
  onPushLive: (pollId: string | null) => Promise<unknown>;
  onShowOnStream: (pollId: string | null) => Promise<unknown>;
}

function LivePollCard({
  pollId,
  onStream,
  onPushLive,
  onShowOnStream,
}: Omit<LivePollConsoleProps, 'livePollId'> & { pollId: string }) {
  const poll = usePoll(pollId);
  const now = useNow();
  const ready = poll.state === 'ready' && poll.data;
  const question = ready && isLiveQuestionKind(poll.data!.kind);
  const tallies = useTallies(pollId, ready ? poll.data!.optionIds : [], Boolean(ready) && !question);
  const { busy, run } = useRunAction();
  if (poll.state === 'loading') return <LoadingState label="Loading the live poll…" />;
  if (poll.state === 'error') return <ErrorState title="The live poll could not be loaded" error={poll.error} />;
  if (!poll.data) return <p className="muted">The live poll was deleted.</p>;
  const status = statusOf(poll.data, now);
  return (
    <article
      className="card stack live-poll-card"
      aria-label={`${question ? 'Live question' : 'Live poll'}: ${poll.data.question}`}
    >
      <p className="muted">
        <strong className="badge badge--live">In the room</strong> <StatusBadge status={status} />
        {poll.data.settings && <> {LIVE_QUESTION_KIND_LABELS[poll.data.settings.kind]}</>}
      </p>
      <h3>{poll.data.question}</h3>
      {question && <LiveQuestionModeration poll={poll.data} />}
      {!question && tallies.state === 'ready' && (
        <ResultsChart
          options={poll.data.options}
          tallies={tallies.data}
          label={`Live results: ${poll.data.question}`}
        />
      )}
      <div className="live-poll-card__actions">
        <Button
          variant={onStream ? 'secondary' : 'primary'}
          pending={busy === 'overlay'}
          onClick={() =>
            run('overlay', () => onShowOnStream(onStream ? null : pollId), {
              success: onStream ? 'Results taken off the stream.' : 'Results are on the stream.',
            })
          }
        >
          {onStream ? 'Hide results from the stream' : 'Show results on the stream'}
        </Button>
        {status === 'open' && (
          <Button
            variant="secondary"
            pending={busy === 'close'}
            onClick={() => run('close', () => openOrClosePoll(pollId, 'close'), { success: 'Closed.' })}
          >
            {question ? 'Close question' : 'Close poll'}
          </Button>
        )}
        <Button
          variant="secondary"
          pending={busy === 'clear'}
          onClick={() => run('clear', () => onPushLive(null), { success: 'Taken out of the room.' })}
        >
          Take out of the room
        </Button>
      </div>
    </article>
  );
}

/**
 * The control room's poll panel: the poll live in the room with its results, close it, put its
 * results on the stream; and every open poll, ready to push live. The room actions come from the
 * route, so this feature knows nothing about events.
 */
export function LivePollConsole({ livePollId, onStream, onPushLive, onShowOnStream }: LivePollConsoleProps) {
  const polls = usePublishedPolls();
  const now = useNow();
  const { busy, run } = useRunAction();
  const open =
    polls.state === 'ready' ? polls.data.filter((p) => statusOf(p, now) === 'open' && p.id !== livePollId) : [];
  return (
    <section className="stack" aria-labelledby="live-poll-console-title">
      <h2 id="live-poll-console-title">Polls and questions</h2>
      {livePollId ? (
        <LivePollCard
          key={livePollId}
          pollId={livePollId}
          onStream={onStream}
          onPushLive={onPushLive}
          onShowOnStream={onShowOnStream}
        />
      ) : (
        <p className="muted">Nothing is live in the room. Push one of the open polls or live questions below.</p>
      )}
      {polls.state === 'loading' && <LoadingState label="Loading open polls…" />}
      {polls.state === 'error' && <ErrorState title="Polls could not be loaded" error={polls.error} />}
      {polls.state === 'ready' && open.length === 0 && (
        <EmptyState title="No other open polls or questions">
          <p>Open a poll or a live question on the Polls page to push it here.</p>
        </EmptyState>
      )}
      <ul className="live-poll-list">
        {open.map((poll) => (
          <li key={poll.id} className="live-poll-list__item">
            <span>
              {poll.question}
              {poll.kind === 'ad' && <span className="muted"> (sponsored)</span>}
              {poll.settings && (
                <span className="muted"> ({LIVE_QUESTION_KIND_LABELS[poll.settings.kind].toLowerCase()})</span>
              )}
            </span>
            <Button
              pending={busy === poll.id}
              pendingLabel="Pushing…"
              onClick={() => run(poll.id, () => onPushLive(poll.id), { success: 'It is live in the room.' })}
            >
              Push live
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
