/**
 * The replays' two public files (docs/replays.md, "Serving"), over plain fetch: the archive and
 * replay pages load no Firestore SDK. In production they are same-origin paths behind Hosting, so
 * the browser and the CDN cache them; on the emulators (`npm run dev` serves the app from Vite,
 * without Hosting's rewrites) the functions are called directly, as the other public pages do.
 */
import {
  HTTP_REPLAYS,
  REPLAY_PATHS,
  type CompiledReplay,
  type HttpEnvelope,
  type ReplayArchive,
  type ReplaySummary,
} from '@civic/domain';
import { emulators } from '@/config/env';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';

const urlOf = (name: keyof typeof HTTP_REPLAYS, hostingPath: string) =>
  emulators.has('functions') ? httpFunctionUrl(name) : hostingPath;

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
  const url = `${urlOf(HTTP_REPLAYS.getReplay, REPLAY_PATHS.file)}?${new URLSearchParams({ eventId })}`;
  const response = await fetch(url, { signal });
  if (response.status === 404 || response.status === 400) throw new ReplayNotFoundError();

  if (!response.ok) throw new Error(`The replay answered HTTP ${response.status}`);
  return (await response.json()) as CompiledReplay;
}

/** The published replays, newest first. */
export async function loadArchive(signal: AbortSignal): Promise<ReplaySummary[]> {
  const response = await fetch(urlOf(HTTP_REPLAYS.listReplays, REPLAY_PATHS.archive), { signal });
  const body = (await response.json().catch(() => null)) as HttpEnvelope<ReplayArchive> | null;

  if (!body?.success) throw new Error(`The archive answered HTTP ${response.status}`);
  return body.data.replays;
}
