/**
 * A web SDK app connected to the local emulators, as a browser's would be: used by the demo's
 * simulated captioner and by the tests' clients. One isolated app per `name`.
 */
import { FUNCTIONS_REGION } from '@civic/domain';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorAddress, PROJECT_ID } from './config.js';

export function emulatorWebApp(name: string) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulatorAddress('auth').origin, { disableWarnings: true });
  const db = getFirestore(app);
  const firestore = emulatorAddress('firestore');
  connectFirestoreEmulator(db, firestore.host, firestore.port);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const fn = emulatorAddress('functions');
  connectFunctionsEmulator(functions, fn.host, fn.port);
  return { app, auth, db, functions };
}
