/** Calling the app's callables from a test client, typed by the shared contracts. */
import type { CallableName, ResponseOf } from '@civic/domain';
import { httpsCallable } from 'firebase/functions';
import type { TestClient } from './client.js';

/**
 * A generous client timeout (the app's is 70 s): on a two-core machine shared with other stacks,
 * a burst of calls queues behind the emulator's few function workers, and a client that gives up
 * would not stop the server from finishing the call.
 */
const TEST_CALL_TIMEOUT_MS = 240_000;

export function call<K extends CallableName>(client: TestClient, name: K, data: unknown) {
  return httpsCallable<unknown, ResponseOf<K>>(client.functions, name, {
    timeout: TEST_CALL_TIMEOUT_MS,
  })(data).then((r) => r.data);
}

/** The refusal of a call that must fail: its code (without the `functions/` prefix) and message. */
export async function refusalOf(client: TestClient, name: CallableName, data: unknown) {
  try {
    await call(client, name, data);
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    // The web SDK appends the HTTP status to the server's message (" [429]"); the app strips it.
    return { code: code.replace(/^functions\//, ''), message: message.replace(/ \[\d{3}\]$/, '') };
  }
  throw new Error(`${name} unexpectedly succeeded`);
}

/** The error code a call fails with, as the web SDK reports it (`functions/<code>`). */
export async function callError(client: TestClient, name: CallableName, data: unknown): Promise<string> {
  const { code } = await refusalOf(client, name, data);
  return `functions/${code}`;
}
