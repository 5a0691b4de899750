import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { countFirestoreOps } from './op-count.js';

/** One Admin SDK app per function instance; the emulator and Cloud Functions supply the config. */
export const adminApp = getApps()[0] ?? initializeApp();
export const db = getFirestore(adminApp);
// The cost benchmark's count of the functions' reads and writes; nothing outside its emulator runs.
countFirestoreOps(db);
export const adminAuth = getAuth(adminApp);

/**
 * Whether a Realtime Database is reachable. In the cloud there always is one; on the emulators
 * only when its emulator runs (it cannot be downloaded on offline machines). Without this check
 * the Admin SDK would try the production URL from a local run.
 */
export function realtimeDatabaseAvailable(): boolean {
  return process.env.FUNCTIONS_EMULATOR !== 'true' || Boolean(process.env.FIREBASE_DATABASE_EMULATOR_HOST);
}
