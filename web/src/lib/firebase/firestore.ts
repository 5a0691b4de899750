import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';

export const firestore = getFirestore(firebaseApp);
if (emulators.has('firestore')) {
  connectFirestoreEmulator(firestore, location.hostname, __EMULATOR_PORTS__.firestore ?? 8080);
}
