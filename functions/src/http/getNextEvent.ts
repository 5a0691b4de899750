import { FUNCTIONS_REGION, type HttpEnvelope, type PublicEventView } from '@civic/domain';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { loadAnnouncedPublicEvents, pickNextEvent } from '../events/publicEvents.js';
import { allowedOrigins } from './getUserByUid.js';

/**
 * Public GET: the landing page's "next live event". A tiny HTTP function instead of a Firestore
 * read from the browser, so the landing page loads no database SDK (its budget is the auth SDK
 * only) and visitors see only the public fields of one public event, never the events collection.
 */
export const getNextEvent = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).json({ success: false, error: 'Method not allowed: use GET' } satisfies HttpEnvelope<never>);
    return;
  }
  try {
    const events = await loadAnnouncedPublicEvents();
    res.set('Cache-Control', 'public, max-age=60');
    res
      .status(200)
      .json({ success: true, data: pickNextEvent(events, Date.now()) } satisfies HttpEnvelope<PublicEventView | null>);
  } catch (error) {
    logger.error('getNextEvent failed', { error });
    res.status(500).json({ success: false, error: 'Internal error' });
  }
});
