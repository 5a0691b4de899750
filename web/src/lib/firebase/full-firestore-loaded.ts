/**
 * Settles once a screen has loaded the full Firestore SDK (firestore.ts marks it when it is
 * evaluated). What only follows along — the account watcher (lib/session/account-changes.ts) —
 * waits for it instead of downloading the SDK itself: the light dashboard, which reads with
 * Firestore Lite, never downloads the full SDK (docs/performance.md).
 */
let markLoaded: () => void = () => {};

export const fullFirestoreLoaded = new Promise<void>((resolve) => (markLoaded = resolve));

export function markFullFirestoreLoaded(): void {
  markLoaded();
}
