import { totalVotes, type PollStatus } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { useTallies } from '../api/use-tallies';
import type { PollView } from '../api/poll-view';
import { ResultsChart } from './results-chart';
import { StatusBadge } from './status-badge';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface PollRowProps {
  poll: PollView;
  status: PollStatus;
  busy: boolean;
  onEdit: (poll: PollView, hasVotes: boolean) => void;
  onOpenOrClose: (poll: PollView, action: 'open' | 'close') => void;
  onDelete: (poll: PollView, votes: number) => void;
}

/** One poll on the admin screen: status, schedule, actions and its live results chart. */
export function PollRow({ poll, status, busy, onEdit, onOpenOrClose, onDelete }: PollRowProps) {
  const tallies = useTallies(poll.id, poll.optionIds);
  const votes = tallies.state === 'ready' ? totalVotes(tallies.data) : 0;
  return (
    <article className="card poll-row" aria-labelledby={`poll-${poll.id}`} data-poll-id={poll.id}>
      <header className="poll-row__header">
        <div>
          <h2 id={`poll-${poll.id}`} className="poll-row__question">
            {poll.question}
          </h2>
          <p className="muted poll-row__meta">
            <StatusBadge status={status} /> {when(poll.opensAtMs)} → {when(poll.closesAtMs)} · results{' '}
            {poll.resultsVisibility.replace('-', ' ')}
            {poll.sponsor && <> · sponsor {poll.sponsor.name}</>}
          </p>
        </div>
        <div className="poll-row__actions">
          <Button variant="secondary" onClick={() => onEdit(poll, votes > 0)} disabled={busy}>
            Edit
          </Button>
          {status !== 'open' && (
            <Button onClick={() => onOpenOrClose(poll, 'open')} disabled={busy}>
              Open now
            </Button>
          )}
          {status === 'open' && (
            <Button variant="secondary" onClick={() => onOpenOrClose(poll, 'close')} disabled={busy}>
              Close now
            </Button>
          )}
          <Button variant="danger" onClick={() => onDelete(poll, votes)} disabled={busy}>
            Delete
          </Button>
        </div>
      </header>
      {poll.description && <p>{poll.description}</p>}
      {tallies.state === 'loading' && <p className="muted">Loading results…</p>}
      {tallies.state === 'error' && <p className="field__error">Results unavailable: {tallies.error.message}</p>}
      {tallies.state === 'ready' && (
        <ResultsChart options={poll.options} tallies={tallies.data} label={`Results: ${poll.question}`} />
      )}
    </article>
  );
}
