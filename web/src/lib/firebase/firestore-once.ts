/**
 * One-time reads and writes (getDoc, getDocs, setDoc) on the Firestore SDK the screen has chosen.
 * Screens with listeners load the full SDK anyway, and their one-time reads use it; the light
 * dashboard has no listener, so it chooses Firestore Lite (`import '@/lib/firebase/once-lite'`,
 * about a third of the full SDK's size) and never downloads the full SDK (docs/performance.md).
 * The two SDKs share these functions and signatures, so a reader written once serves both; it
 * builds its references with the same SDK it reads with (`doc(db, …)` of what it is given).
 */
import type * as Lite from 'firebase/firestore/lite';

export interface OnceFirestore {
  db: Lite.Firestore;
  doc: typeof Lite.doc;
  collection: typeof Lite.collection;
  collectionGroup: typeof Lite.collectionGroup;
  query: typeof Lite.query;
  where: typeof Lite.where;
  orderBy: typeof Lite.orderBy;
  limit: typeof Lite.limit;
  getDoc: typeof Lite.getDoc;
  getDocs: typeof Lite.getDocs;
  setDoc: typeof Lite.setDoc;
  serverTimestamp: typeof Lite.serverTimestamp;
}

let chosen: Promise<OnceFirestore> | undefined;

/** Called by once-lite.ts when a screen imports it: from then on, one-time reads use Lite. */
export function chooseOnceFirestore(sdk: OnceFirestore): void {
  chosen = Promise.resolve(sdk);
}

/** The SDK for one-time reads: the one a screen chose, else the full SDK (loaded on first use). */
export function onceFirestore(): Promise<OnceFirestore> {
  chosen ??= import('./once-full').then(
    ({ fullOnce }) => fullOnce,
    (error: unknown) => {
      chosen = undefined; // a failed load is tried again by the next read
      throw error;
    },
  );
  return chosen;
}
