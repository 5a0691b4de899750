import { isLiveQuestionKind } from '@civic/domain';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { formatDuration, formatTime } from '@/lib/i18n/format';
import { langOf, textLanguage } from '@/lib/i18n/versions';
import { useNow } from '@/lib/use-now';
import { useRunAction } from '@/lib/use-run-action';
import { usePoll } from '../api/use-poll';
import { useTallies } from '../api/use-tallies';
import { usePublishedPolls } from '../api/use-published-polls';
import { openOrClosePoll } from '../api/open-or-close-poll';
import { statusOf } from '../api/poll-view';
import { LiveQuestionModeration } from './live-question-moderation';
import { ResultsChart } from './results-chart';
import { LIVE_QUESTION_KIND_NAMES } from './poll-texts';
import { StatusBadge } from './status-badge';
import '../polls.css';

export interface LivePollConsoleProps {
  /** The poll live in the room now (from the event), or null. */
  livePollId: string | null;
  /** When it was pushed (server time, from the event), or null: its ballot's spread counts from it. */
  livePollAtMs?: number | null;
  /** Whether its results are on the stream overlay. */
  onStream: boolean;
  /** The room's side of it, supplied by the route (events feature): push live / take down. */
  onPushLive: (pollId: string | null) => Promise<unknown>;
  onShowOnStream: (pollId: string | null) => Promise<unknown>;
}

/**
 * How long the ballot takes to reach every room (docs/scale.md, the ballot spread: each room shows
 * it at an offset of its own after the push), and, until it has, a warning beside "Close": closing
 * sooner leaves the rooms still waiting no time to vote. Nothing for a poll without a spread.
 */
function BallotSpread({
  spreadSeconds,
  pushedAtMs,
  closesAtMs,
  now,
  warningId,
}: {
  spreadSeconds: number;
  pushedAtMs: number | null;
  closesAtMs: number;
  now: number;
  warningId: string;
}) {
  const spread = formatDuration(spreadSeconds);
  if (pushedAtMs === null) {
    return (
      <p className="muted">
        <Trans>Each room shows this ballot at a moment of its own, all of them within {spread} of the push.</Trans>
      </p>
    );
  }
  const reachedAt = pushedAtMs + spreadSeconds * 1000;
  const reachedTime = formatTime(reachedAt, { timeStyle: 'medium' });
  const closesTime = formatTime(closesAtMs, { timeStyle: 'medium' });
  return (
    <>
      <p className="muted">
        <Trans>
          Each room shows this ballot at a moment of its own, all of them within {spread} of the push: by{' '}
          <bdi>{reachedTime}</bdi>.
        </Trans>
      </p>
      {now < reachedAt && (
        <p className="alert alert--warning" id={warningId}>
          <Trans>
            Not every room shows it yet. Closing it before <bdi>{reachedTime}</bdi> leaves some viewers no time to vote.
          </Trans>
        </p>
      )}
      {closesAtMs < reachedAt && (
        <p className="alert alert--warning">
          <Trans>
            It is set to close at <bdi>{closesTime}</bdi>, before every room shows it.
          </Trans>
        </p>
      )}
    </>
  );
}

function LivePollCard({
  pollId,
  livePollAtMs = null,
  onStream,
  onPushLive,
  onShowOnStream,
}: Omit<LivePollConsoleProps, 'livePollId'> & { pollId: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const poll = usePoll(pollId);
  const now = useNow();
  const ready = poll.state === 'ready' && poll.data;
  const question = ready && isLiveQuestionKind(poll.data!.kind);
  const tallies = useTallies(pollId, ready ? poll.data!.optionIds : [], Boolean(ready) && !question);
  const { busy, run } = useRunAction();
  const warningId = useId();
  if (poll.state === 'loading') return <LoadingState label={t`Loading the live poll…`} />;
  if (poll.state === 'error') return <ErrorState title={t`The live poll could not be loaded`} error={poll.error} />;
  if (!poll.data) {
    return (
      <p className="muted">
        <Trans>The live poll was deleted.</Trans>
      </p>
    );
  }
  const status = statusOf(poll.data, now);
  const asked = poll.data.question;
  const spreadSeconds = poll.data.audience?.ballotSpreadSeconds ?? 0;
  const stillReaching = spreadSeconds > 0 && livePollAtMs !== null && now < livePollAtMs + spreadSeconds * 1000;
  return (
    <article
      className="card stack live-poll-card"
      aria-label={question ? t`Live question: ${asked}` : t`Live poll: ${asked}`}
    >
      <p className="muted">
        <strong className="badge badge--live">
          <Trans>In the room</Trans>
        </strong>{' '}
        <StatusBadge status={status} />
        {poll.data.settings && <> {i18n._(LIVE_QUESTION_KIND_NAMES[poll.data.settings.kind])}</>}
      </p>
      <h3 dir="auto" lang={langOf(poll.data, 'question')}>
        {asked}
      </h3>
      {spreadSeconds > 0 && status === 'open' && (
        <BallotSpread
          spreadSeconds={spreadSeconds}
          pushedAtMs={livePollAtMs}
          closesAtMs={poll.data.closesAtMs}
          now={now}
          warningId={warningId}
        />
      )}
      {question && <LiveQuestionModeration poll={poll.data} />}
      {!question && tallies.state === 'ready' && (
        <ResultsChart
          options={poll.data.options}
          poll={poll.data}
          tallies={tallies.data}
          label={t`Live results: ${asked}`}
        />
      )}
      <div className="live-poll-card__actions">
        <Button
          variant={onStream ? 'secondary' : 'primary'}
          pending={busy === 'overlay'}
          onClick={() =>
            run('overlay', () => onShowOnStream(onStream ? null : pollId), {
              success: onStream ? t`Results taken off the stream.` : t`Results are on the stream.`,
            })
          }
        >
          {onStream ? t`Hide results from the stream` : t`Show results on the stream`}
        </Button>
        {status === 'open' && (
          <Button
            variant="secondary"
            pending={busy === 'close'}
            aria-describedby={stillReaching ? warningId : undefined}
            onClick={() => run('close', () => openOrClosePoll(pollId, 'close'), { success: t`Closed.` })}
          >
            {question ? t`Close question` : t`Close poll`}
          </Button>
        )}
        <Button
          variant="secondary"
          pending={busy === 'clear'}
          onClick={() => run('clear', () => onPushLive(null), { success: t`Taken out of the room.` })}
        >
          <Trans>Take out of the room</Trans>
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
export function LivePollConsole({
  livePollId,
  livePollAtMs = null,
  onStream,
  onPushLive,
  onShowOnStream,
}: LivePollConsoleProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const polls = usePublishedPolls();
  const now = useNow();
  const { busy, run } = useRunAction();
  const open =
    polls.state === 'ready' ? polls.data.filter((p) => statusOf(p, now) === 'open' && p.id !== livePollId) : [];
  return (
    <section className="stack" aria-labelledby="live-poll-console-title">
      <h2 id="live-poll-console-title">
        <Trans>Polls and questions</Trans>
      </h2>
      {livePollId ? (
        <LivePollCard
          key={livePollId}
          pollId={livePollId}
          livePollAtMs={livePollAtMs}
          onStream={onStream}
          onPushLive={onPushLive}
          onShowOnStream={onShowOnStream}
        />
      ) : (
        <p className="muted">
          <Trans>Nothing is live in the room. Push one of the open polls or live questions below.</Trans>
        </p>
      )}
      {polls.state === 'loading' && <LoadingState label={t`Loading open polls…`} />}
      {polls.state === 'error' && <ErrorState title={t`Polls could not be loaded`} error={polls.error} />}
      {polls.state === 'ready' && open.length === 0 && (
        <EmptyState title={t`No other open polls or questions`}>
          <p>
            <Trans>Open a poll or a live question on the Polls page to push it here.</Trans>
          </p>
        </EmptyState>
      )}
      <ul className="live-poll-list">
        {open.map((poll) => (
          <li key={poll.id} className="live-poll-list__item">
            <span>
              <bdi {...textLanguage(poll, 'question')}>{poll.question}</bdi>
              {poll.kind === 'ad' && (
                <span className="muted">
                  {' '}
                  <Trans>(sponsored)</Trans>
                </span>
              )}
              {poll.settings && (
                <span className="muted"> ({i18n._(LIVE_QUESTION_KIND_NAMES[poll.settings.kind])})</span>
              )}
            </span>
            <Button
              pending={busy === poll.id}
              pendingLabel={t`Pushing…`}
              onClick={() => run(poll.id, () => onPushLive(poll.id), { success: t`It is live in the room.` })}
            >
              <Trans>Push live</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
