/** Web SDK clients against the emulators: one isolated Firebase app per signed-in test user. */
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { emulatorWebApp } from '../../../emulators/web-client.js';
import './stack.js';

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
  const { app, auth, db, functions } = emulatorWebApp(`client-${randomUUID()}`);
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
