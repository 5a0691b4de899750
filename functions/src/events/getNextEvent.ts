import { FUNCTIONS_REGION, type PublicEventView } from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { loadAnnouncedPublicEvents, pickNextEvent } from './lib/publicEvents.js';
import { allowedOrigins } from '../platform/cors.js';
import { sendData, sendFailure, sendGetOnly } from '../platform/httpEnvelope.js';
import { logFailure } from '../platform/logFailure.js';

/**
 * Public GET: the landing page's "next live event". A tiny HTTP function instead of a Firestore
 * read from the browser, so the landing page loads no database SDK (its budget is the auth SDK
 * only) and visitors see only the public fields of one public event, never the events collection.
 */
export const getNextEvent = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    sendGetOnly(res);
    return;
  }
  try {
    const events = await loadAnnouncedPublicEvents();
    res.set('Cache-Control', 'public, max-age=60');
    sendData<PublicEventView | null>(res, pickNextEvent(events, Date.now()));
  } catch (error) {
    logFailure('getNextEvent failed', error);
    sendFailure(res, 500, 'Internal error');
  }
});
