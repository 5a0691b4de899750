/**
 * The spec's "callable client" (section 7, 8, 9) is the Firebase SDK's httpsCallable, which the app
 * wraps once (web/src/lib/firebase/functions.ts). This proves the SDK behaviour through a real
 * HTTP round trip on the Functions emulator: every row of the status→code table, the two
 * malformed-response messages, deadline-exceeded on timeout, POST {data} with a bearer token.
 * The `echoStatus` endpoint (functions/src/diagnostics) answers with whatever status is asked for;
 * it works only inside the emulator.
 */
import { CALLABLE_STATUS_CODES, FUNCTIONS_REGION } from '@civic/domain';
import { httpsCallableFromURL, type FunctionsError } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import { functionsOrigin } from '../support/emulators/stack.js';

const ECHO_URL = `${functionsOrigin}/echoStatus`;
let client: TestClient;

beforeAll(async () => {
  client = await testClient(await createTestAccount('user'));
});
afterAll(async () => client?.close());

async function callEcho(data: Record<string, unknown>, timeout = 20_000) {
  return httpsCallableFromURL(client.functions, ECHO_URL, { timeout })(data);
}

async function failureOf(data: Record<string, unknown>, timeout?: number): Promise<FunctionsError> {
  try {
    await callEcho(data, timeout);
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error('the call succeeded');
}

describe('callable client (Firebase SDK) against the Functions emulator', () => {
  it('runs in the default region us-central1', () => {
    expect(FUNCTIONS_REGION).toBe('us-central1');
    expect(client.functions.region).toBe('us-central1');
  });

  it('returns the data field of a valid response', async () => {
    expect((await callEcho({})).data).toEqual({ echoed: true });
  });

  it.each(Object.entries(CALLABLE_STATUS_CODES))('maps HTTP %s to %s', async (status, code) => {
    expect((await failureOf({ status: Number(status) })).code).toBe(`functions/${code}`);
  });

  it.each([402, 418, 502])('maps any other status (%s) to unknown', async (status) => {
    expect((await failureOf({ status })).code).toBe('functions/unknown');
  });

  it('says "Response is not valid JSON object" for a body that is not JSON', async () => {
    const error = await failureOf({ shape: 'not-json' });
    expect(error.code).toBe('functions/internal');
    expect(error.message).toBe('Response is not valid JSON object.');
  });

  it('says "Response is missing data field" for JSON without data', async () => {
    const error = await failureOf({ shape: 'no-data' });
    expect(error.code).toBe('functions/internal');
    expect(error.message).toBe('Response is missing data field.');
  });

  it('fails with deadline-exceeded when the timeout passes', async () => {
    expect((await failureOf({ delayMs: 3000 }, 300)).code).toBe('functions/deadline-exceeded');
  });

  it('POSTs {data} as JSON with the bearer token', async () => {
    const token = await client.idToken();
    const response = await fetch(ECHO_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: {} }),
    });
    expect(await response.json()).toEqual({ data: { echoed: true } });
  });
});
