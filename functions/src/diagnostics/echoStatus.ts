import { FUNCTIONS_REGION } from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';

/**
 * Test-only endpoint for the callable-client proof (tests/integration/shell-callable-client.test.ts):
 * it answers a callable POST with whatever the test asks for — a bare HTTP status, a body that is
 * not JSON, a JSON body without `data`, or a slow answer — so the tests can observe the Firebase
 * SDK's status→code table and its error messages through a real HTTP round trip. A real callable
 * (onCall) always sends its own error body, which would hide the SDK's status mapping.
 * functions/src/index.ts exports it only inside the Functions emulator.
 */
export const echoStatus = onRequest({ region: FUNCTIONS_REGION }, async (req, res) => {
  const { status, shape, delayMs } = (req.body?.data ?? {}) as { status?: number; shape?: string; delayMs?: number };
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, 10_000)));
  if (shape === 'not-json') {
    res.status(200).type('text/plain').send('this is not JSON');
  } else if (shape === 'no-data') {
    res.status(200).json({ answer: 'no data field here' });
  } else if (status && status !== 200) {
    res.status(status).json({});
  } else {
    res.status(200).json({ data: { echoed: true } });
  }
});
