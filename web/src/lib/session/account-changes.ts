/**
 * Hears about administrator changes to the signed-in account within seconds instead of at the next
 * hourly token refresh. Functions bump `claimsUpdatedAt` on the account's own `users/{uid}` record
 * after a role or status change (and delete the record with the account); the rules let an account
 * read its own record whatever its state, so the news always arrives. The listener starts once the
 * screen has loaded the full Firestore SDK: it never downloads the SDK itself, so on the light
 * dashboard (Firestore Lite, no listener) a change is heard on the next screen that listens, or
 * at the hourly token refresh — the rules and the revoked sessions enforce it meanwhile.
 */
import { fullFirestoreLoaded } from '@/lib/firebase/full-firestore-loaded';

/** `changed`: rights changed (refresh the token and details); `gone`: the account was deleted. */
export type AccountChange = 'changed' | 'gone';

/** Millis of a Firestore Timestamp; 0 for none (a record no administrator has changed). */
const millisOf = (value: unknown) =>
  typeof (value as { toMillis?: unknown })?.toMillis === 'function' ? (value as { toMillis(): number }).toMillis() : 0;

/**
 * Calls `onChange` each time `claimsUpdatedAt` moves past `sinceMs` (the session token's issue
 * time, so a change made while this page was loading is not missed) or past the last change
 * reported, and when the record disappears. Returns the stop function.
 *
 * A record that is not there yet is not a deleted one: a new account's record is written by the
 * server's trigger, up to minutes after sign-up on a loaded machine (docs/trust.md, "A new
 * account's first minutes"), and this watcher used to sign such an account out the moment it
 * signed up. So a missing record means "gone" only for an account already `provisioned` (its
 * token carries a role: every provisioned account has its record) or once the record was seen.
 */
export function watchAccountChanges(
  uid: string,
  sinceMs: number,
  onChange: (change: AccountChange) => void,
  { provisioned }: { provisioned: boolean },
): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  void fullFirestoreLoaded
    .then(() => import('./account-record'))
    .then(({ listenToAccountRecord }) => {
      if (stopped) return;
      let seen = sinceMs;
      let existed = provisioned;
      unsubscribe = listenToAccountRecord(
        uid,
        (snapshot) => {
          // A snapshot from the local cache can predate a deletion; only the server's word counts.
          if (snapshot.metadata.fromCache) return;
          if (!snapshot.exists()) {
            if (existed) onChange('gone');
            return;
          }
          existed = true;
          const updated = millisOf(snapshot.get('claimsUpdatedAt'));
          if (updated > seen) {
            seen = updated;
            onChange('changed');
          }
        },
        (error) => console.warn('Could not follow changes to this account', error),
      );
    });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
