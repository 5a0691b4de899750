/**
 * The Functions SDK and the app's Functions instance (us-central1, the emulator locally). Loaded by
 * `callFunction` with the first call, so a screen is drawn without it (docs/performance.md).
 */
import { FUNCTIONS_REGION } from '@civic/domain';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallable } from 'firebase/functions';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';

export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
if (emulators.has('functions')) {
  connectFunctionsEmulator(functions, location.hostname, __EMULATOR_PORTS__.functions ?? 5001);
}

/** The callable `name` with the spec's client timeout. */
export function callableOf<Request, Response>(name: string, timeout: number): HttpsCallable<Request, Response> {
  return httpsCallable<Request, Response>(functions, name, { timeout });
}
