import { connectFirestoreEmulator, disableNetwork, enableNetwork, getFirestore } from 'firebase/firestore';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';
import { markFullFirestoreLoaded } from './full-firestore-loaded';

export const firestore = getFirestore(firebaseApp);
if (emulators.has('firestore')) {
  connectFirestoreEmulator(firestore, location.hostname, __EMULATOR_PORTS__.firestore ?? 8080);
}
markFullFirestoreLoaded();

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
