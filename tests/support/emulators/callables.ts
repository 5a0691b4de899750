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

/** A refused call's error as a test compares it: its code (without `functions/`), message and reason, if any. */
export function refusalFrom(error: unknown): { code: string; message: string; reason?: string } {
  const { code, message, details } = error as { code: string; message: string; details?: { reason?: unknown } };
  // The web SDK appends the HTTP status to the server's message (" [429]"); the app strips it.
  const refusal = { code: code.replace(/^functions\//, ''), message: message.replace(/ \[\d{3}\]$/, '') };
  // The stable reason the web app says in its reader's language (domain/src/refusals.ts), when sent.
  return typeof details?.reason === 'string' ? { ...refusal, reason: details.reason } : refusal;
}

/** The refusal of a call that must fail (`refusalFrom`). */
export async function refusalOf(client: TestClient, name: CallableName, data: unknown) {
  try {
    await call(client, name, data);
  } catch (error) {
    return refusalFrom(error);
  }
  throw new Error(`${name} unexpectedly succeeded`);
}

/** The error code a call fails with, as the web SDK reports it (`functions/<code>`). */
export async function callError(client: TestClient, name: CallableName, data: unknown): Promise<string> {
  const { code } = await refusalOf(client, name, data);
  return `functions/${code}`;
}

/**
 * Starts the functions runtime of each callable a file uses, before its tests: the Functions
 * emulator starts a runtime per function on its first call, and on a machine running other files
 * beside this one a cold start takes seconds, which is no test's time (docs/testing.md, "Time").
 * Each call is refused (an empty payload), so nothing is written.
 */
export async function warmCallables(client: TestClient, names: readonly CallableName[]): Promise<void> {
  await Promise.all(names.map((name) => call(client, name, {}).catch(() => undefined)));
}
