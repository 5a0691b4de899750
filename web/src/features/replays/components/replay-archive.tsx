import { pickVersion, type ReplaySummary } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadingState } from '@/components/ui/quiet-states';
import { formatDate, formatDuration } from '@/lib/i18n/format';
import { langOf } from '@/lib/i18n/versions';
import { loadRouteCatalog } from '@/lib/i18n/i18n';
import { useAsync } from '@/lib/use-async';
import { loadArchive } from '../api/archive-api';
import { replayPath } from '../replay-path';
import { LoadFailed } from './load-failed';
import '../replays.css';

/** The search and its text (`info`): loaded when the reader opens it, so a first visit carries none of it. */
const ArchiveSearch = lazy(() =>
  Promise.all([import('./archive-search'), loadRouteCatalog('info')]).then(([module]) => module),
);

/**
 * "Search the replays", which opens the search: a link to the archive with an empty `?q=`, so the
 * search is open whenever the address holds a query (Back from a replay) and a first visit loads none of it.
 */
function SearchOpener() {
  return useSearchParams()[0].has('q') ? (
    <Suspense fallback={<LoadingState />}>
      <ArchiveSearch />
    </Suspense>
  ) : (
    <p>
      <Link className="button button--secondary" to="?q=">
        <Trans>Search the replays</Trans>
      </Link>
    </p>
  );
}

/** One replay of the archive: its title (the reader's version), date, length and agenda. */
function ArchiveEntry({ summary }: { summary: ReplaySummary }) {
  const { t, i18n } = useLingui();
  const shown = pickVersion(summary, i18n.locale);
  const titleId = `replay-${summary.eventId}`;
  const agenda = summary.agenda.map((item) => pickVersion({ ...item, language: summary.language }, i18n.locale));
  const length = formatDuration(summary.lengthMs / 1000);
  return (
    <li className="card stack replay-entry" aria-labelledby={titleId}>
      <h2 id={titleId} dir="auto" lang={langOf(shown, 'title')}>
        <Link to={replayPath(summary.eventId)}>{shown.title}</Link>
      </h2>
      <p className="muted">
        <time dateTime={new Date(summary.startedAtMs).toISOString()}>
          {formatDate(summary.startedAtMs, { dateStyle: 'long' })}
        </time>
        {' · '}
        <span>{t`Length: ${length}`}</span>
      </p>
      {agenda.length > 0 && (
        <ol className="replay-entry__agenda" aria-label={t`Agenda`}>
          {agenda.map((item) => (
            <li key={item.id} dir="auto" lang={langOf(item, 'title')}>
              {item.title}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** The public archive: every published replay, newest first (docs/replays.md, "The pages"). */
export function ReplayArchive() {
  const { t } = useLingui();
  const archive = useAsync('archive', loadArchive);
  if (archive.state === 'loading') return <LoadingState label={t`Loading the replays…`} />;
  if (archive.state === 'error') {
    return (
      <LoadFailed retry={archive.retry}>
        <Trans>The replays could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    );
  }
  if (archive.data.length === 0) {
    return (
      <EmptyState title={t`No replays yet`}>
        <Trans>When an event has ended and its recording is published, it appears here to watch again.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <SearchOpener />
      <ul className="replay-list" aria-label={t`Published replays`}>
        {archive.data.map((summary) => (
          <ArchiveEntry key={summary.eventId} summary={summary} />
        ))}
      </ul>
    </>
  );
}
