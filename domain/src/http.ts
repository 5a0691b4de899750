import type { PublicEventView, StreamState } from './stream.js';
import type { Role } from './roles.js';
import type { UserStatus } from './user.js';

/** Default region of every function (docs/PRODUCT.md §9). Here, free of zod, so public pages can import it. */
export const FUNCTIONS_REGION = 'us-central1';

/** The envelope every HTTP function answers with (docs/PRODUCT.md §3: fields success and data). */
export type HttpEnvelope<T> = { success: true; data: T } | { success: false; error: string };

/** What `getUserByUid` returns: the server's view of one account. Times are ISO strings. */
export interface ServerUserView {
  uid: string;
  email: string | null;
  displayName: string;
  photoURL: string;
  bio: string;
  role: Role;
  eligible: boolean;
  status: UserStatus;
  disabled: boolean;
  emailVerified: boolean;
  createdAt: string | null;
  lastSignInAt: string | null;
}

/**
 * Every HTTP (non-callable) function the browser calls: its query parameters and the `data` of
 * its `{success, data}` answer. The web client (`web/src/lib/firebase/http-functions.ts`) is typed
 * by this table; the functions state their answers with `satisfies HttpEnvelope<…>`.
 */
export interface HttpFunctionContracts {
  getUserByUid: { query: { uid: string }; response: ServerUserView };
  getNextEvent: { query: Record<string, never>; response: PublicEventView | null };
  getStreamState: { query: Record<string, never>; response: StreamState };
}
export type HttpFunctionName = keyof HttpFunctionContracts;

export const HTTP_FUNCTIONS = {
  getUserByUid: 'getUserByUid',
  getNextEvent: 'getNextEvent',
  getStreamState: 'getStreamState',
} as const satisfies { [K in HttpFunctionName]: K };

/**
 * HTTP functions that answer with a file rather than the envelope (their refusals still use it):
 * `exportCsv` streams an event's CSV export (domain/src/exports.ts); `getOpenData` answers the
 * open-data file (domain/src/open-data.ts).
 */
export const HTTP_DOWNLOADS = { exportCsv: 'exportCsv', getOpenData: 'getOpenData' } as const;

/**
 * The replays' public HTTP functions, behind Hosting (firebase.json rewrites REPLAY_PATHS to them;
 * docs/replays.md, "Serving"): `getReplay?eventId=…` answers a published replay's compiled file
 * (`CompiledReplay`, not the envelope; its refusals use it), `listReplays` the archive in the
 * envelope (`ReplayArchive`), `searchReplays?q=…` the archive's search in the envelope
 * (`ReplaySearchResults`, domain/src/replay-search.ts).
 */
export const HTTP_REPLAYS = {
  getReplay: 'getReplay',
  listReplays: 'listReplays',
  searchReplays: 'searchReplays',
} as const;
export type HttpDownloadName = keyof typeof HTTP_DOWNLOADS;
export type HttpReplayName = keyof typeof HTTP_REPLAYS;
