import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/quiet-states';
import { loadRouteCatalog } from '@/lib/i18n/i18n';

/** The search's results and their text (in the `info` catalog), loaded with the first search or focus. */
let results: Promise<{ default: typeof import('./archive-search-results').ArchiveSearchResults }> | undefined;
const loadResults = () =>
  (results ??= Promise.all([import('./archive-search-results'), loadRouteCatalog('info')]).then(([module]) => ({
    default: module.ArchiveSearchResults,
  })));
const SearchResults = lazy(loadResults);

/**
 * The archive's search box (docs/replays.md, "The pages"): a word in every published replay's
 * agenda and transcript. The query is in the address (`?q=`), so going back from a replay finds the
 * results again; the results and their sentences are a chunk of their own, as the replay's player is.
 */
export function ArchiveSearch() {
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
          <input
            type="search"
            name="q"
            defaultValue={query ?? ''}
            minLength={2}
            maxLength={100}
            required
            onFocus={() => void loadResults()}
          />
        </label>
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {query !== null && (
        <Suspense fallback={<LoadingState />}>
          <SearchResults query={query} />
        </Suspense>
      )}
    </div>
  );
}
