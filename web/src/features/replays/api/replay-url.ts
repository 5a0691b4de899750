/**
 * The replays' two public files (docs/replays.md, "Serving"), over plain fetch: the archive and
 * replay pages load no Firestore SDK. In production they are same-origin paths behind Hosting, so
 * the browser and the CDN cache them; on the emulators (`npm run dev` serves the app from Vite,
 * without Hosting's rewrites) the functions are called directly, as the other public pages do.
 */
import type { HttpReplayName } from '@civic/domain';
import { emulators } from '@/config/env';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';

export const replayUrl = (name: HttpReplayName, hostingPath: string) =>
  emulators.has('functions') ? httpFunctionUrl(name) : hostingPath;
