import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadingState } from '@/components/ui/quiet-states';
import { paths, REPLAY_QUERY } from '@/config/paths';
import { useAsync } from '@/lib/use-async';
import { useHydrated } from '@/lib/use-hydrated';
import { loadReplay, ReplayNotFoundError } from '../api/replay-api';
import { ReplayView } from './replay-view';
import '../replays.css';

/**
 * /replay?event=…&t=…: one published replay, loaded from its compiled file. The page is
 * prerendered without its query, so the event is read once React runs it (useHydrated): the
 * markup and the first render agree, both "Loading".
 */
export function ReplayPage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [query] = useSearchParams();
  const eventId = hydrated ? (query.get(REPLAY_QUERY.event) ?? '') : null;
  const startSeconds = Number(query.get(REPLAY_QUERY.start));
  const replay = useAsync(eventId || null, (signal) => loadReplay(eventId!, signal));
  const missing = eventId === '' || (replay.state === 'error' && replay.error instanceof ReplayNotFoundError);

  if (missing) {
    return (
      <EmptyState
        title={t`This replay is not available`}
        action={
          <Link className="button" to={paths.replays}>
            <Trans>See all replays</Trans>
          </Link>
        }
      >
        <Trans>It may never have been published, or it was taken down.</Trans>
      </EmptyState>
    );
  }
  if (replay.state === 'error') {
    return (
      <div role="alert" className="alert alert--error stack">
        <p>
          <Trans>The replay could not be loaded. Check your connection and try again.</Trans>
        </p>
        <p>
          <button type="button" className="button button--secondary" onClick={replay.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      </div>
    );
  }
  if (replay.state === 'loading') return <LoadingState label={t`Loading the replay…`} />;
  return (
    <ReplayView
      key={replay.data.eventId}
      replay={replay.data}
      startMs={Number.isFinite(startSeconds) ? startSeconds * 1000 : 0}
    />
  );
}
