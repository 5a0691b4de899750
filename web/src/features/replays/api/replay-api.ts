/** A published replay's compiled file, over plain fetch (replay-url.ts; docs/replays.md, "Serving"). */
import { HTTP_REPLAYS, REPLAY_PATHS, type CompiledReplay } from '@civic/domain';
import { replayUrl } from './replay-url';

/** No published replay has this id: unknown, unpublished or malformed (404 or 400). */
export class ReplayNotFoundError extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console; the page shows its own sentence
    super('No published replay has this id');
    this.name = 'ReplayNotFoundError';
  }
}

/** A published replay's compiled file. */
export async function loadReplay(eventId: string, signal: AbortSignal): Promise<CompiledReplay> {
  const url = `${replayUrl(HTTP_REPLAYS.getReplay, REPLAY_PATHS.file)}?${new URLSearchParams({ eventId })}`;
  const response = await fetch(url, { signal });
  if (response.status === 404 || response.status === 400) throw new ReplayNotFoundError();

  if (!response.ok) throw new Error(`The replay answered HTTP ${response.status}`);
  return (await response.json()) as CompiledReplay;
}
