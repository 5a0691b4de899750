import { paths } from '@/config/paths';

/**
 * The replays' archive and replay page (issue 44, docs/replays.md): public (every path not in the
 * audience table is, lib/authorization.ts) and prerendered. Kept here, not in config/paths.ts,
 * which every page loads with the entry.
 */
export const REPLAY_PAGES = [paths.replays, paths.replay] as const;

/** The query parameters of a replay's address: the event, and where to start (seconds of event time). */
export const REPLAY_QUERY = { event: 'event', start: 't' } as const;

/**
 * The address of a replay: `/replay?event=…`, with `&t=…` to start at a moment (event time). A
 * query, not a path parameter: the route table has none, and the page is prerendered once. The
 * moment is rounded up to the tenth of a second, so the address lands inside what it names: a
 * chapter's mark rounded down opened the replay on the chapter before.
 */
export function replayPath(eventId: string, startMs?: number): string {
  const query = new URLSearchParams({ [REPLAY_QUERY.event]: eventId });
  if (startMs !== undefined) query.set(REPLAY_QUERY.start, String(Math.ceil(startMs / 100) / 10));
  return `${paths.replay}?${query}`;
}
