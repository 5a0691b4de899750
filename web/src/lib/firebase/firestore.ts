import { connectFirestoreEmulator, disableNetwork, enableNetwork, getFirestore } from 'firebase/firestore';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';
import { markFullFirestoreLoaded } from './full-firestore-loaded';

export const firestore = getFirestore(firebaseApp);
if (emulators.has('firestore')) {
  connectFirestoreEmulator(firestore, location.hostname, __EMULATOR_PORTS__.firestore ?? 8080);
}
markFullFirestoreLoaded();
// The SDK sets up its client (local store, sync engine, remote store) on the first call that needs
// it: a screen's first listener, inside React's task that runs the screen's effects. Asked for here
// in a task of its own, that set-up is done before the screen renders its data (docs/performance.md,
// "Firestore's client set up in a task of its own"). enableNetwork on an enabled client changes nothing else.
setTimeout(() => void enableNetwork(firestore).catch(() => undefined));

let reconnecting: Promise<void> | null = null;

/**
 * Opens a fresh connection to Firestore (listeners resume on it; queued writes are sent). One at a
 * time: callers that ask together share it. For listeners a connection judges wrongly or stops
 * feeding (see its callers).
 */
export function reconnectFirestore(): Promise<void> {
  reconnecting ??= disableNetwork(firestore)
    .then(() => enableNetwork(firestore))
    .finally(() => (reconnecting = null));
  return reconnecting;
}
