/**
 * Firestore Lite (one-time reads and writes over REST, no listeners, no cache) on the app's own
 * Firebase app: its requests carry the signed-in user's ID token from the same Auth instance, so
 * the security rules judge them exactly as the full SDK's. About a third of the full SDK's size
 * (docs/performance.md); screens that only read once use it.
 *
 * Import the Lite functions by name from 'firebase/firestore/lite' beside this module: a dynamic
 * `import('firebase/firestore/lite')` keeps every export of the SDK in the bundle.
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';

export const liteFirestore = getFirestore(firebaseApp);
if (emulators.has('firestore')) {
  connectFirestoreEmulator(liteFirestore, location.hostname, __EMULATOR_PORTS__.firestore ?? 8080);
}
