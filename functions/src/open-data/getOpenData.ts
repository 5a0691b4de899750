import { FUNCTIONS_REGION, OPEN_DATA_FILE_NAME, OPEN_DATA_MAX_AGE_SECONDS, type OpenDataFile } from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { allowedOrigins } from '../platform/cors.js';
import { sendFailure, sendGetOnly } from '../platform/httpEnvelope.js';
import { buildOpenData } from './lib/buildOpenData.js';
import { logFailure } from '../platform/logFailure.js';

/**
 * The instance's last built file: building reads every poll and event, so a burst of downloads
 * is answered from here (and from the HTTP cache the response allows) for OPEN_DATA_MAX_AGE_SECONDS.
 * A promise, so concurrent first requests share one build.
 */
let cached: { builtAtMs: number; file: Promise<OpenDataFile> } | null = null;

function openData(nowMs: number): Promise<OpenDataFile> {
  if (!cached || nowMs - cached.builtAtMs >= OPEN_DATA_MAX_AGE_SECONDS * 1000) {
    const file = buildOpenData(nowMs);
    cached = { builtAtMs: nowMs, file };
    // A failed build is not kept: the next request tries again.
    file.catch(() => {
      if (cached?.file === file) cached = null;
    });
  }
  return cached.file;
}

/**
 * Public GET, no sign-in: the platform's public results as one JSON file (domain/src/open-data.ts,
 * docs/privacy.md "Open data"), offered by /open-data. Sent as an attachment so a link downloads it.
 */
export const getOpenData = onRequest(
  { region: FUNCTIONS_REGION, cors: allowedOrigins(), timeoutSeconds: 120 },
  async (req, res) => {
    if (req.method !== 'GET') {
      sendGetOnly(res);
      return;
    }
    try {
      const file = await openData(Date.now());
      res.set('Cache-Control', `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`);
      res.set('Content-Disposition', `attachment; filename="${OPEN_DATA_FILE_NAME}"`);
      res.status(200).json(file);
    } catch (error) {
      logFailure('getOpenData failed', error);
      sendFailure(res, 500, 'Internal error');
    }
  },
);
