/**
 * The app's one door to cloud functions. The spec's "callable client" (POST {data}, bearer token,
 * 70 000 ms timeout, us-central1, status→code table, "Response is not valid JSON object",
 * "Response is missing data field") is what the Firebase SDK's httpsCallable already does; we wrap
 * it, typed by the shared contracts, instead of writing a copy. tests/integration proves it.
 *
 * The SDK is loaded with the first call (functions-client.ts), and the request is not checked
 * here: the server validates it with the contract's schema and answers `invalid-argument` with a
 * sentence naming the field (`functionErrorMessage` shows it); forms that show field messages
 * before a round trip check with the same schema themselves. The browser thus carries no zod for
 * a callable (docs/performance.md, "zod in the browser").
 */
import { RETRY_SAFE_CREATES, type CallableName, type RequestOf, type ResponseOf } from '@civic/domain';
import type * as FunctionsClient from './functions-client';

/** docs/PRODUCT.md §9: callable function timeout. */
export const CALLABLE_TIMEOUT_MS = 70_000;

let client: Promise<typeof FunctionsClient> | undefined;
/** The Functions SDK, loaded once; a failed load is tried again by the next call. */
const functionsClient = () =>
  (client ??= import('./functions-client').catch((error: unknown) => {
    client = undefined;
    throw error;
  }));

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

/** Calls a callable by name with a request of its contract's type; the server validates it. */
export async function callFunction<K extends CallableName>(name: K, request: RequestOf<K>): Promise<ResponseOf<K>> {
  const sent = withRequestId(name, request);
  const callable = (await functionsClient()).callableOf<RequestOf<K>, ResponseOf<K>>(name, CALLABLE_TIMEOUT_MS);
  const response = (await callable(sent.request)).data;
  // Answered: the same form sent again is a new create.
  if (sent.key) unsettledCreates.delete(sent.key);
  return response;
}
