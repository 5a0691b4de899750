/** Web SDK clients against the emulators: one isolated Firebase app per signed-in test user. */
import { FUNCTIONS_REGION } from '@civic/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { emulatorAddress, PROJECT_ID } from './stack.js';

export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  functions: Functions;
  uid: string | null;
  idToken(): Promise<string>;
  close(): Promise<void>;
}

/** A client signed in as `email` (or anonymous-less visitor when no credentials are given). */
export async function testClient(credentials?: { email: string; password: string }): Promise<TestClient> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `client-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulatorAddress('auth').origin, { disableWarnings: true });
  const db = getFirestore(app);
  const firestore = emulatorAddress('firestore');
  connectFirestoreEmulator(db, firestore.host, firestore.port);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const fn = emulatorAddress('functions');
  connectFunctionsEmulator(functions, fn.host, fn.port);
  if (credentials) await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  return {
    app,
    auth,
    db,
    functions,
    uid: auth.currentUser?.uid ?? null,
    idToken: async () => {
      if (!auth.currentUser) throw new Error('not signed in');
      return auth.currentUser.getIdToken(true);
    },
    close: () => deleteApp(app),
  };
}
