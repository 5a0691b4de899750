/**
 * The app's one door to cloud functions. The spec's "callable client" (POST {data}, bearer token,
 * 70 000 ms timeout, us-central1, status→code table, "Response is not valid JSON object",
 * "Response is missing data field") is what the Firebase SDK's httpsCallable already does; we wrap
 * it, typed by the shared contracts, instead of writing a copy. tests/integration proves it.
 */
import { CALLABLES, FUNCTIONS_REGION, type CallableName, type RequestOf, type ResponseOf } from '@civic/domain';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { emulators } from '@/config/env';
import { firebaseApp } from './app';

/** docs/PRODUCT.md §9: callable function timeout. */
export const CALLABLE_TIMEOUT_MS = 70_000;

export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
if (emulators.has('functions')) {
  connectFunctionsEmulator(functions, location.hostname, __EMULATOR_PORTS__.functions ?? 5001);
}

/**
 * Calls a callable by name with a request checked against the same schema the server uses, so a
 * form error shows before a round trip; the server validates again (never trust the browser).
 */
export async function callFunction<K extends CallableName>(name: K, request: RequestOf<K>): Promise<ResponseOf<K>> {
  const checked = CALLABLES[name].request.parse(request) as RequestOf<K>;
  const callable = httpsCallable<RequestOf<K>, ResponseOf<K>>(functions, name, {
    timeout: CALLABLE_TIMEOUT_MS,
  });
  return (await callable(checked)).data;
}
