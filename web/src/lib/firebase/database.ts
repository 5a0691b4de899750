import { t } from '@lingui/core/macro';
import { connectDatabaseEmulator, get, getDatabase, ref, type Database } from 'firebase/database';
import { emulators, realtimeDatabaseAvailable } from '@/config/env';
import { firebaseApp } from './app';

/** Thrown at once, instead of a read that would hang, where no Realtime Database runs. */
export class RealtimeDatabaseUnavailable extends Error {
  constructor() {
    super(t`Realtime Database is not available here (no Realtime Database emulator is running)`);
    this.name = 'RealtimeDatabaseUnavailable';
  }
}

let instance: Database | undefined;

/** The Realtime Database, or a RealtimeDatabaseUnavailable error where it does not run. */
export function realtimeDatabase(): Database {
  if (!realtimeDatabaseAvailable) throw new RealtimeDatabaseUnavailable();
  if (!instance) {
    instance = getDatabase(firebaseApp);
    if (emulators.has('database')) {
      connectDatabaseEmulator(instance, location.hostname, __EMULATOR_PORTS__.database ?? 9000);
    }
  }
  return instance;
}

/** A one-time read with a deadline: a dead connection is an error, never a hang. */
export async function readOnce<T>(path: string, timeoutMs = 8000): Promise<T | null> {
  const snapshot = await Promise.race([
    get(ref(realtimeDatabase(), path)),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`Realtime Database read of ${path} timed out after ${timeoutMs} ms`)),
        timeoutMs,
      ),
    ),
  ]);
  return snapshot.exists() ? (snapshot.val() as T) : null;
}
