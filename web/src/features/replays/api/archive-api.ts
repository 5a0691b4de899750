import { HTTP_REPLAYS, REPLAY_PATHS, type HttpEnvelope, type ReplayArchive, type ReplaySummary } from '@civic/domain';
import { replayUrl } from './replay-url';

/** The published replays, newest first. */
export async function loadArchive(signal: AbortSignal): Promise<ReplaySummary[]> {
  const response = await fetch(replayUrl(HTTP_REPLAYS.listReplays, REPLAY_PATHS.archive), { signal });
  const body = (await response.json().catch(() => null)) as HttpEnvelope<ReplayArchive> | null;

  if (!body?.success) throw new Error(`The archive answered HTTP ${response.status}`);
  return body.data.replays;
}
