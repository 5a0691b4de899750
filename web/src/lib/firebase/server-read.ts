import type * as FirestoreLite from 'firebase/firestore/lite';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';

let lite: Promise<{ sdk: typeof FirestoreLite; db: FirestoreLite.Firestore }> | undefined;

/** Firestore Lite on the app's own project and Auth, loaded on first use: no page pays for it before. */
function liteFirestore() {
  lite ??= import('firebase/firestore/lite').then((sdk) => {
    const db = sdk.getFirestore(firebaseApp);
    if (emulators.has('firestore')) {
      sdk.connectFirestoreEmulator(db, location.hostname, __EMULATOR_PORTS__.firestore ?? 8080);
    }
    return { sdk, db };
  });
  return lite;
}

/**
 * One document as the server holds it now (null: there is none), read through Firestore Lite:
 * one request, under the same security rules, and no local cache. The full SDK compares what the
 * server sends with the version it has cached and may keep its own answer (docs/camera.md, "A
 * viewer that missed the restarted broadcast"); this read cannot be overruled that way.
 */
export async function readFromServer<T extends FirestoreLite.DocumentData>(
  path: [string, ...string[]],
): Promise<T | null> {
  const { sdk, db } = await liteFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, ...path));
  return snapshot.exists() ? (snapshot.data() as T) : null;
}
