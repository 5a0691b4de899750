import { isLiveQuestionKind, LIVE_QUESTION_KIND_LABELS, totalVotes, type PollStatus } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { useLiveTallies } from '../api/use-live-tallies';
import { useTallies } from '../api/use-tallies';
import type { PollView } from '../api/poll-view';
import { LiveQuestionResults } from './live-question-results';
import { ResultsChart } from './results-chart';
import { StatusBadge } from './status-badge';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface PollRowProps {
  poll: PollView;
  status: PollStatus;
  busy: boolean;
  /** `hasAnswers`: votes or live answers exist, so options or settings are frozen. */
  onEdit: (poll: PollView, hasAnswers: boolean) => void;
  onOpenOrClose: (poll: PollView, action: 'open' | 'close') => void;
  onDelete: (poll: PollView, votes: number) => void;
}

/** A live question's settings in a few words ("Word cloud, up to 3 words each"). */
function settingsInWords(poll: PollView): string | null {
  const settings = poll.settings;
  if (!settings) return null;
  if (settings.kind === 'wordCloud') {
    return `${LIVE_QUESTION_KIND_LABELS.wordCloud}, up to ${settings.maxEntries} ${settings.maxEntries === 1 ? 'word' : 'words'} each`;
  }
  if (settings.kind === 'scale') return `${LIVE_QUESTION_KIND_LABELS.scale} ${settings.min}–${settings.max}`;
  return LIVE_QUESTION_KIND_LABELS.openAnswer;
}

/** One poll or live question on the admin screen: status, schedule, actions and its live results. */
export function PollRow({ poll, status, busy, onEdit, onOpenOrClose, onDelete }: PollRowProps) {
  const live = isLiveQuestionKind(poll.kind);
  const tallies = useTallies(poll.id, poll.optionIds, !live);
  const liveTallies = useLiveTallies(poll.id, live);
  const votes = live
    ? liveTallies.state === 'ready'
      ? liveTallies.data.responses
      : 0
    : tallies.state === 'ready'
      ? totalVotes(tallies.data)
      : 0;
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
            {live && (
              <>
                {' '}
                · {settingsInWords(poll)} · {votes} {votes === 1 ? 'answer' : 'answers'}
              </>
            )}
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
      {live && <LiveQuestionResults poll={poll} />}
      {!live && tallies.state === 'loading' && <p className="muted">Loading results…</p>}
      {!live && tallies.state === 'error' && (
        <p className="field__error">Results unavailable: {tallies.error.message}</p>
      )}
      {!live && tallies.state === 'ready' && (
        <ResultsChart options={poll.options} tallies={tallies.data} label={`Results: ${poll.question}`} />
      )}
    </article>
  );
}
