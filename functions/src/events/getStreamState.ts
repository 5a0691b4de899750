import { FUNCTIONS_REGION, STREAM_POLL_MS, type StreamState } from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';
import {
  isAnyEventLive,
  loadAnnouncedPublicEvents,
  loadLastEndedPublicEvent,
  pickStreamState,
} from './lib/publicEvents.js';
import { allowedOrigins } from '../platform/cors.js';
import { sendData, sendFailure, sendGetOnly } from '../platform/httpEnvelope.js';
import { logFailure } from '../platform/logFailure.js';

/**
 * Public GET for /stream: live (with the stream source), countdown or ended, decided on the server
 * from public events only. /stream polls it every STREAM_POLL_MS instead of loading the Firestore
 * SDK (public routes stay free of database SDKs; firestore/lite has no listeners either, so it
 * would poll too, but from every visitor's browser as billed document reads). The response may be
 * cached for half the poll interval: at 10 000 visitors a CDN in front answers nearly all polls.
 * The live room (/live) reads the same answer as its first facts, before its SDKs are up; for it a
 * state that is not live says whether another (signed-in-only) event is live, yes or no only
 * (docs/performance.md, "/live's facts before the SDKs").
 */
export const getStreamState = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    sendGetOnly(res);
    return;
  }
  try {
    const [announced, lastEnded, anyLive] = await Promise.all([
      loadAnnouncedPublicEvents(),
      loadLastEndedPublicEvent(),
      isAnyEventLive(),
    ]);
    const maxAge = Math.floor(STREAM_POLL_MS / 2000);
    res.set('Cache-Control', `public, max-age=${maxAge}, s-maxage=${maxAge}`);
    sendData<StreamState>(res, pickStreamState(announced, lastEnded, Date.now(), anyLive));
  } catch (error) {
    logFailure('getStreamState failed', error);
    sendFailure(res, 500, 'Internal error');
  }
});
