import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, LoadingState } from '@/components/ui/quiet-states';
import { paths } from '@/config/paths';
import { loadRouteCatalog } from '@/lib/i18n/i18n';
import { useAsync } from '@/lib/use-async';
import { useHydrated } from '@/lib/use-hydrated';
import { loadReplay, ReplayNotFoundError } from '../api/replay-api';
import { REPLAY_QUERY } from '../replay-path';
import { LoadFailed } from './load-failed';
import '../replays.css';

/**
 * The replay itself — the video and the room kept at its time — loaded once the file is there, with
 * its text (in the `info` catalog): the page's player, which the public pages' size check reports
 * beside its count, as /stream's (docs/replays.md, "The pages").
 */
const ReplayView = lazy(() =>
  Promise.all([import('./replay-view'), loadRouteCatalog('info')]).then(([module]) => ({ default: module.ReplayView })),
);

/** The page before its replay is shown: a heading, and the state it is in. */
function Waiting({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PageHeader title={t`Replay`} />
      {children}
    </div>
  );
}

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
      <Waiting>
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
      </Waiting>
    );
  }
  if (replay.state === 'error') {
    return (
      <Waiting>
        <LoadFailed retry={replay.retry}>
          <Trans>The replay could not be loaded. Check your connection and try again.</Trans>
        </LoadFailed>
      </Waiting>
    );
  }
  const loading = (
    <Waiting>
      <LoadingState label={t`Loading the replay…`} />
    </Waiting>
  );
  if (replay.state === 'loading') return loading;
  return (
    <Suspense fallback={loading}>
      <ReplayView
        key={replay.data.eventId}
        replay={replay.data}
        startMs={Number.isFinite(startSeconds) ? startSeconds * 1000 : 0}
      />
    </Suspense>
  );
}
