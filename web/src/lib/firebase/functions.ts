/**
 * The app's one door to cloud functions. The spec's "callable client" (POST {data}, bearer token,
 * 70 000 ms timeout, us-central1, status→code table, "Response is not valid JSON object",
 * "Response is missing data field") is what the Firebase SDK's httpsCallable already does; we wrap
 * it, typed by the shared contracts, instead of writing a copy. tests/integration proves it.
 */
import {
  CALLABLES,
  FUNCTIONS_REGION,
  RETRY_SAFE_CREATES,
  type CallableName,
  type RequestOf,
  type ResponseOf,
} from '@civic/domain';
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
 * The request ids of creates sent but not yet answered with success, by callable and request. The
 * same create sent again (the person pressed the button again after a timeout) carries the same id,
 * so the server answers its first outcome instead of creating twice (docs/trust.md).
 */
const unsettledCreates = new Map<string, string>();

function withRequestId<K extends CallableName>(
  name: K,
  request: RequestOf<K>,
): { request: RequestOf<K>; key?: string } {
  if (!(RETRY_SAFE_CREATES as readonly CallableName[]).includes(name)) return { request };
  if ((request as { requestId?: string }).requestId) return { request };
  const key = JSON.stringify([name, request]);
  const requestId = unsettledCreates.get(key) ?? crypto.randomUUID();
  unsettledCreates.set(key, requestId);
  return { request: { ...request, requestId }, key };
}

/**
 * Calls a callable by name with a request checked against the same schema the server uses, so a
 * form error shows before a round trip; the server validates again (never trust the browser).
 */
export async function callFunction<K extends CallableName>(name: K, request: RequestOf<K>): Promise<ResponseOf<K>> {
  const checked = CALLABLES[name].request.parse(request) as RequestOf<K>;
  const sent = withRequestId(name, checked);
  const callable = httpsCallable<RequestOf<K>, ResponseOf<K>>(functions, name, {
    timeout: CALLABLE_TIMEOUT_MS,
  });
  const response = (await callable(sent.request)).data;
  // Answered: the same form sent again is a new create.
  if (sent.key) unsettledCreates.delete(sent.key);
  return response;
}
