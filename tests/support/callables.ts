/** Calling callables from a test client, typed by the shared contracts. */
import type { CallableName, ResponseOf } from '@civic/domain';
import { httpsCallable } from 'firebase/functions';
import type { TestClient } from './client.js';

export function call<K extends CallableName>(client: TestClient, name: K, data: unknown) {
  return httpsCallable<unknown, ResponseOf<K>>(client.functions, name)(data).then((r) => r.data);
}

/** The error code a call fails with, as the web SDK reports it (`functions/<code>`). */
export async function callError(client: TestClient, name: CallableName, data: unknown): Promise<string> {
  try {
    await call(client, name, data);
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error(`${name} unexpectedly succeeded`);
}
