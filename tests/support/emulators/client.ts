/** Web SDK clients against the emulators: one isolated Firebase app per signed-in test user. */
import { FUNCTIONS_REGION } from '@civic/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
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

/**
 * The clients of one test file: one per signed-in account (reused across tests), a fresh one for
 * each visitor (a test may sign a visitor up), all closed after the file. Call at module level.
 */
export function clientPool(): (account?: { uid: string; email: string; password: string }) => Promise<TestClient> {
  const signedIn = new Map<string, Promise<TestClient>>();
  const visitors: Promise<TestClient>[] = [];
  afterAll(async () => {
    const all = await Promise.allSettled([...signedIn.values(), ...visitors]);
    await Promise.all(all.map((c) => (c.status === 'fulfilled' ? c.value.close() : undefined)));
  });
  return (account) => {
    if (!account) {
      const visitor = testClient();
      visitors.push(visitor);
      return visitor;
    }
    let client = signedIn.get(account.uid);
    if (!client) {
      client = testClient(account);
      signedIn.set(account.uid, client);
    }
    return client;
  };
}
