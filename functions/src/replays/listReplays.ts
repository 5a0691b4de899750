import { FUNCTIONS_REGION, REPLAY_MAX_AGE_SECONDS, type ReplayArchive, type ReplaySummary } from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { allowedOrigins } from '../platform/cors.js';
import { sendData, sendFailure, sendGetOnly } from '../platform/httpEnvelope.js';
import { publishedReplays } from './lib/replayFile.js';
import { logFailure } from '../platform/logFailure.js';

/**
 * Public GET `/api/replays` (a Hosting rewrite): the archive, the published replays newest first
 * (title, date, length, agenda: `ReplaySummary`), at most REPLAY_LIMITS.archiveMax, in the
 * `{ success, data }` envelope; cached like a replay file. Unpublished replays are not in it.
 */
export const listReplays = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    sendGetOnly(res);
    return;
  }
  try {
    const published = await publishedReplays();
    const replays = published.docs.map((doc) => doc.get('summary') as ReplaySummary).filter(Boolean);
    res.set('Cache-Control', `public, max-age=${REPLAY_MAX_AGE_SECONDS}`);
    sendData(res, { replays } satisfies ReplayArchive);
  } catch (error) {
    logFailure('listReplays failed', error);
    sendFailure(res, 500, 'Internal error');
  }
});
