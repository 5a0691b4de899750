import { connectFirestoreEmulator, disableNetwork, enableNetwork, getFirestore } from 'firebase/firestore';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';
import { markFullFirestoreLoaded } from './full-firestore-loaded';

export const firestore = getFirestore(firebaseApp);
if (emulators.has('firestore')) {
  connectFirestoreEmulator(firestore, location.hostname, __EMULATOR_PORTS__.firestore ?? 8080);
}
markFullFirestoreLoaded();
// No enableNetwork here to set the client up early: on an enabled client it left the write stream
// out of step, and the next write broke the SDK (docs/performance.md, "Firestore's client set up in
// a task of its own", withdrawn). enableNetwork only ever follows disableNetwork (below).

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
