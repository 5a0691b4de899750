import { FUNCTIONS_REGION, STREAM_POLL_MS, type HttpEnvelope, type StreamState } from '@civic/domain';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { loadAnnouncedPublicEvents, loadLastEndedPublicEvent, pickStreamState } from '../events/publicEvents.js';
import { allowedOrigins } from './getUserByUid.js';

/**
 * Public GET for /stream: live (with the stream source), countdown or ended, decided on the server
 * from public events only. /stream polls it every STREAM_POLL_MS instead of loading the Firestore
 * SDK (public routes stay free of database SDKs; firestore/lite has no listeners either, so it
 * would poll too, but from every visitor's browser as billed document reads). The response may be
 * cached for half the poll interval: at 10 000 visitors a CDN in front answers nearly all polls.
 */
export const getStreamState = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).json({ success: false, error: 'Method not allowed: use GET' } satisfies HttpEnvelope<never>);
    return;
  }
  try {
    const [announced, lastEnded] = await Promise.all([loadAnnouncedPublicEvents(), loadLastEndedPublicEvent()]);
    const maxAge = Math.floor(STREAM_POLL_MS / 2000);
    res.set('Cache-Control', `public, max-age=${maxAge}, s-maxage=${maxAge}`);
    res.status(200).json({
      success: true,
      data: pickStreamState(announced, lastEnded, Date.now()),
    } satisfies HttpEnvelope<StreamState>);
  } catch (error) {
    logger.error('getStreamState failed', { error });
    res.status(500).json({ success: false, error: 'Internal error' });
  }
});
