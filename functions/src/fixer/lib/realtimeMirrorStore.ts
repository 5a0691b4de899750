import { REALTIME_MIRROR_UNAVAILABLE, RTDB_PATHS } from '@civic/domain';
import { getDatabase } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { isDeepStrictEqual } from 'node:util';
import { adminApp, realtimeDatabaseAvailable } from '../../platform/app.js';

/** One mirror entry as the Realtime Database holds it (null: there is none). */
export interface MirrorEntry {
  key: string;
  value: unknown;
}

/**
 * What the mirror job needs of the Realtime Database `users/*` mirror. An interface because the
 * Realtime Database emulator cannot run on our build machines: the job's tests use an in-memory
 * store with these semantics (tests/support/fixtures/fake-mirror-store.ts), the product uses the one below.
 */
export interface MirrorStore {
  /** The entries of these uids, in the same order (null where there is none). */
  read(uids: readonly string[]): Promise<unknown[]>;
  /** Up to `limit` entries after key `after` (null: from the first), in the database's key order. */
  page(after: string | null, limit: number): Promise<MirrorEntry[]>;
  /**
   * Sets the entry of `uid` to `next` (null: removes it) only if it still holds `seen`, what the
   * job compared. False when it changed meanwhile (the live mirror trigger wrote a newer copy):
   * the job never puts an older copy over a newer one.
   */
  replaceIf(uid: string, seen: unknown, next: unknown): Promise<boolean>;
}

/** The Realtime Database itself; refuses with `unavailable` where none runs (docs/fixer.md). */
export function realtimeMirrorStore(): MirrorStore {
  if (!realtimeDatabaseAvailable()) throw new HttpsError('unavailable', REALTIME_MIRROR_UNAVAILABLE);
  const database = getDatabase(adminApp);
  return {
    async read(uids) {
      const snaps = await Promise.all(uids.map((uid) => database.ref(RTDB_PATHS.user(uid)).get()));
      return snaps.map((snap) => snap.val());
    },

    async page(after, limit) {
      const byKey = database.ref(RTDB_PATHS.users).orderByKey();
      const snap = await (after === null ? byKey : byKey.startAfter(after)).limitToFirst(limit).get();
      const entries: MirrorEntry[] = [];
      snap.forEach((child) => {
        entries.push({ key: child.key!, value: child.val() });
      });
      return entries;
    },

    async replaceIf(uid, seen, next) {
      const { committed, snapshot } = await database.ref(RTDB_PATHS.user(uid)).transaction(
        (current: unknown) => {
          // The first call may see an empty local cache rather than the server's value. Writing
          // null over null changes nothing; if the server holds a value it rejects this guess and
          // calls again with that value.
          if (current === null && seen !== null) return null;
          // undefined aborts: someone wrote the entry since the job read it.
          return isDeepStrictEqual(current, seen) ? next : undefined;
        },
        undefined,
        false,
      );
      return committed && isDeepStrictEqual(snapshot.val(), next);
    },
  };
}
