import {
  pickVersion,
  replaySearchQuery,
  REPLAY_SEARCH_LIMITS,
  type ReplaySearchHit,
  type ReplaySearchResults,
} from '@civic/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/quiet-states';
import { langOf } from '@/lib/i18n/versions';
import { searchArchive } from '../api/search-api';
import { replayPath } from '../replay-path';

/** A moment as m:ss or h:mm:ss (as the replay page shows it; its helpers are not loaded here). */
function clockOf(ms: number): string {
  const total = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  return hours ? `${hours}:${two(minutes)}:${two(total % 60)}` : `${minutes}:${two(total % 60)}`;
}

/** One replay's matches, each a link that starts the replay at its moment. */
function Hit({ hit }: { hit: ReplaySearchHit }) {
  const { t, i18n } = useLingui();
  const shown = pickVersion(hit, i18n.locale);
  const titleId = `replay-search-${hit.eventId}`;
  const title = shown.title;
  return (
    <li className="card stack replay-entry" aria-labelledby={titleId}>
      <h3 id={titleId} dir="auto" lang={langOf(shown, 'title')}>
        {title}
      </h3>
      <ol className="replay-matches" aria-label={t`Matches in “${title}”`}>
        {hit.matches.map((match, index) => (
          <li key={`${match.kind}-${match.t}-${index}`}>
            <Link className="replay-seek" to={replayPath(hit.eventId, match.t)}>
              <time className="replay-seek__time">{clockOf(match.t)}</time>{' '}
              <span className="replay-seek__text">
                <span className="badge">
                  {match.kind === 'agenda' ? <Trans>Agenda</Trans> : <Trans>Transcript</Trans>}
                </span>{' '}
                <bdi dir="auto" lang={match.language}>
                  {match.snippet}
                </bdi>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * The archive search's answer for `query` (docs/replays.md, "The pages"): searching, the error
 * with "Try again", no match, or the replays with their matches, newest first.
 */
function SearchResults({ query }: { query: string }) {
  const { t } = useLingui();
  const searched = replaySearchQuery(query);
  const { queryMin: min, queryMax: max } = REPLAY_SEARCH_LIMITS;
  // Not useAsync: one chunk fewer to name where the archive loads this one (docs/replays.md, "The pages").
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<{ key: string; data?: ReplaySearchResults }>();
  const key = `${searched}/${attempt}`;
  useEffect(() => {
    if (searched === null) return;
    const controller = new AbortController();
    searchArchive(searched, controller.signal).then(
      (data) => setFound({ key, data }),
      () => controller.signal.aborted || setFound({ key }),
    );
    return () => controller.abort();
  }, [searched, key]);
  if (searched === null) {
    return (
      <p className="muted" role="status">
        <Trans>
          Type from {min} to {max} letters to search.
        </Trans>
      </p>
    );
  }
  if (found?.key !== key) return <LoadingState label={t`Searching the replays…`} />;
  if (!found.data) {
    return (
      <div role="alert" className="alert alert--error stack">
        <p>
          <Trans>The search could not be done. Check your connection and try again.</Trans>
        </p>
        <p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </p>
      </div>
    );
  }
  const { replays, truncated } = found.data;
  const count = replays.reduce((sum, hit) => sum + hit.matches.length, 0);
  return (
    <section className="stack" aria-label={t`Search results`}>
      <p role="status">
        {count === 0 ? (
          <Trans>No replay’s agenda or transcript holds “{query}”.</Trans>
        ) : (
          <Plural value={count} one="# match" other="# matches" />
        )}
        {truncated && (
          <>
            {' '}
            <Trans>Only the first ones are shown: add a word to find fewer.</Trans>
          </>
        )}
      </p>
      {count > 0 && (
        <ul className="replay-list">
          {replays.map((hit) => (
            <Hit key={hit.eventId} hit={hit} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The archive's search (docs/replays.md, "The pages"): a word in every published replay's agenda
 * and transcript. The query is in the address (`?q=`), so going back from a replay finds the
 * results again. Loaded, with its text (the `info` catalog), when the reader opens it.
 */
export default function ArchiveSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q');
  return (
    <div className="stack">
      <form
        role="search"
        className="replay-archive-search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ q: String(new FormData(event.currentTarget).get('q') ?? '') });
        }}
      >
        <label className="field">
          <span>
            <Trans>Search every replay’s agenda and transcript</Trans>
          </span>
          {/* Opened by the reader's press on "Search the replays": the box takes the focus. */}
          <input type="search" name="q" defaultValue={query ?? ''} minLength={2} maxLength={100} required autoFocus />
        </label>
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {query && <SearchResults query={query} />}
    </div>
  );
}
