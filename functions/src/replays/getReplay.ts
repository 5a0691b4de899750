import { FUNCTIONS_REGION, REPLAY_MAX_AGE_SECONDS, REPLAY_MISSING_MAX_AGE_SECONDS } from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { gunzipSync } from 'node:zlib';
import { allowedOrigins } from '../platform/cors.js';
import { sendFailure, sendGetOnly } from '../platform/httpEnvelope.js';
import { readPublishedReplay } from './lib/replayFile.js';
import { logFailure } from '../platform/logFailure.js';

/** The compiled files this instance has read, by event and compile (a new compile is a new key). */
const kept = new Map<string, Buffer>();
const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Public GET `/api/replay?eventId=…` (a Hosting rewrite; docs/replays.md, "Serving"): a published
 * replay's compiled file (`CompiledReplay`), the stored gzip as it is, cached by browsers and the
 * CDN for REPLAY_MAX_AGE_SECONDS as the open-data download is. An unknown or unpublished replay is
 * a 404 kept for a minute only, so a replay shows soon after it is published; a viewer never
 * reads the live collections. One document read per request this instance has the file of.
 */
export const getReplay = onRequest(
  { region: FUNCTIONS_REGION, cors: allowedOrigins(), memory: '512MiB' },
  async (req, res) => {
    if (req.method !== 'GET') {
      sendGetOnly(res);
      return;
    }
    const eventId = typeof req.query.eventId === 'string' ? req.query.eventId : '';
    if (!EVENT_ID.test(eventId)) {
      sendFailure(res, 400, 'eventId: an event id is required');
      return;
    }
    try {
      const replay = await readPublishedReplay(eventId, kept);
      if (!replay) {
        res.set('Cache-Control', `public, max-age=${REPLAY_MISSING_MAX_AGE_SECONDS}`);
        sendFailure(res, 404, 'No published replay of this event');
        return;
      }
      res.set('Cache-Control', `public, max-age=${REPLAY_MAX_AGE_SECONDS}`);
      res.set('ETag', `"${replay.compileId}"`);
      res.set('Vary', 'Accept-Encoding');
      res.type('application/json');
      if (/\bgzip\b/.test(req.get('accept-encoding') ?? '')) {
        res.set('Content-Encoding', 'gzip');
        res.status(200).send(replay.gzip);
      } else {
        res.status(200).send(gunzipSync(replay.gzip));
      }
    } catch (error) {
      logFailure('getReplay failed', error, { eventId });
      sendFailure(res, 500, 'Internal error');
    }
  },
);
