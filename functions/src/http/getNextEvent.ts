import { COLLECTIONS, FUNCTIONS_REGION, type HttpEnvelope, type PublicEventView } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../app.js';
import { allowedOrigins } from './getUserByUid.js';

interface StoredEvent {
  title?: string;
  description?: string;
  status?: string;
  startsAt?: Timestamp;
  endsAt?: Timestamp;
}

/** The next event that is live or scheduled and not over, with its public fields only. */
export function pickNextEvent(events: { id: string; data: StoredEvent }[], now: number): PublicEventView | null {
  const upcoming = events
    .filter(({ data }) => data.status !== 'ended' && data.startsAt && data.endsAt && data.endsAt.toMillis() > now)
    .sort((a, b) => a.data.startsAt!.toMillis() - b.data.startsAt!.toMillis());
  const next = upcoming[0];
  if (!next) return null;
  return {
    id: next.id,
    title: next.data.title ?? '',
    description: next.data.description ?? '',
    status: next.data.status === 'live' ? 'live' : 'scheduled',
    startsAt: next.data.startsAt!.toDate().toISOString(),
    endsAt: next.data.endsAt!.toDate().toISOString(),
  };
}

/**
 * Public GET: the landing page's "next live event". A tiny HTTP function instead of a Firestore
 * read from the browser, so the landing page loads no database SDK (its budget is the auth SDK
 * only) and visitors see only the public fields of one event, never the events collection.
 */
export const getNextEvent = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).json({ success: false, error: 'Method not allowed: use GET' } satisfies HttpEnvelope<never>);
    return;
  }
  try {
    const snapshot = await db
      .collection(COLLECTIONS.events)
      .where('endsAt', '>', Timestamp.now())
      .orderBy('endsAt')
      .limit(20)
      .get();
    const events = snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as StoredEvent }));
    res.set('Cache-Control', 'public, max-age=60');
    res
      .status(200)
      .json({ success: true, data: pickNextEvent(events, Date.now()) } satisfies HttpEnvelope<PublicEventView | null>);
  } catch (error) {
    logger.error('getNextEvent failed', { error });
    res.status(500).json({ success: false, error: 'Internal error' });
  }
});
