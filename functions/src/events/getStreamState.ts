import { FUNCTIONS_REGION, STREAM_POLL_MS, type StreamState } from '@civic/domain';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { loadAnnouncedPublicEvents, loadLastEndedPublicEvent, pickStreamState } from './lib/publicEvents.js';
import { allowedOrigins } from '../platform/cors.js';
import { sendData, sendFailure, sendGetOnly } from '../platform/httpEnvelope.js';

/**
 * Public GET for /stream: live (with the stream source), countdown or ended, decided on the server
 * from public events only. /stream polls it every STREAM_POLL_MS instead of loading the Firestore
 * SDK (public routes stay free of database SDKs; firestore/lite has no listeners either, so it
 * would poll too, but from every visitor's browser as billed document reads). The response may be
 * cached for half the poll interval: at 10 000 visitors a CDN in front answers nearly all polls.
 */
export const getStreamState = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    sendGetOnly(res);
    return;
  }
  try {
    const [announced, lastEnded] = await Promise.all([loadAnnouncedPublicEvents(), loadLastEndedPublicEvent()]);
    const maxAge = Math.floor(STREAM_POLL_MS / 2000);
    res.set('Cache-Control', `public, max-age=${maxAge}, s-maxage=${maxAge}`);
    sendData<StreamState>(res, pickStreamState(announced, lastEnded, Date.now()));
  } catch (error) {
    logger.error('getStreamState failed', { error });
    sendFailure(res, 500, 'Internal error');
  }
});
