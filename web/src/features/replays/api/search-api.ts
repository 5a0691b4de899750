/** The archive's search over plain fetch (replay-url.ts; docs/replays.md, "Serving"). */
import {
  HTTP_REPLAYS,
  REPLAY_PATHS,
  REPLAY_SEARCH_QUERY,
  type HttpEnvelope,
  type ReplaySearchResults,
} from '@civic/domain';
import { emulators } from '@/config/env';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';

// As replay-url.ts, imported apart so the search's chunk, loaded when the reader opens it, names
// one chunk fewer in the archive's first download (docs/replays.md, "The pages").
const searchUrl = () =>
  emulators.has('functions') ? httpFunctionUrl(HTTP_REPLAYS.searchReplays) : REPLAY_PATHS.search;

/** The published replays' matches of `query`, already in `replaySearchQuery`'s form (one cached answer per search). */
export async function searchArchive(query: string, signal: AbortSignal): Promise<ReplaySearchResults> {
  const url = `${searchUrl()}?${new URLSearchParams({ [REPLAY_SEARCH_QUERY]: query })}`;
  const response = await fetch(url, { signal });
  const body = (await response.json().catch(() => null)) as HttpEnvelope<ReplaySearchResults> | null;

  if (!body?.success) throw new Error(`The search answered HTTP ${response.status}`);
  return body.data;
}
