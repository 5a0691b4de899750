import {
  FUNCTIONS_REGION,
  REPLAY_MAX_AGE_SECONDS,
  REPLAY_SEARCH_LIMITS,
  REPLAY_SEARCH_QUERY,
  replaySearchIndex,
  replaySearchQuery,
  searchReplayIndexes,
  type CompiledReplay,
  type ReplaySearchIndex,
  type ReplaySearchResults,
} from '@civic/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { gunzipSync } from 'node:zlib';
import { allowedOrigins } from '../platform/cors.js';
import { sendData, sendFailure, sendGetOnly } from '../platform/httpEnvelope.js';
import { publishedFileOf, publishedReplays } from './lib/replayFile.js';
import { logFailure } from '../platform/logFailure.js';

/**
 * The search index of each published compile this instance has read, by event and compile id (a
 * new compile is a new key; a replay no longer published is dropped at the next search). A
 * promise, so concurrent first searches read a file once.
 */
const indexes = new Map<string, Promise<ReplaySearchIndex | null>>();

async function indexOf(replay: FirebaseFirestore.QueryDocumentSnapshot): Promise<ReplaySearchIndex | null> {
  // The gzip is not kept here: the index is all a search needs, and far smaller.
  const file = await publishedFileOf(replay, new Map());
  return file ? replaySearchIndex(JSON.parse(gunzipSync(file.gzip).toString('utf8')) as CompiledReplay) : null;
}

/**
 * Public GET `/api/replays/search?q=…` (a Hosting rewrite; docs/replays.md, "Serving"): the
 * published replays' agenda items and transcript lines holding `q`, case, accents and Arabic
 * letter forms aside (`ReplaySearchResults`, at most REPLAY_SEARCH_LIMITS.resultsMax matches), in
 * the envelope, cached like the archive. Only what the public compiled files hold can be found:
 * an unpublished replay is not read. Reads: the published replays' documents (as the archive) and,
 * once per compile per instance, its parts.
 */
export const searchReplays = onRequest(
  { region: FUNCTIONS_REGION, cors: allowedOrigins(), memory: '512MiB' },
  async (req, res) => {
    if (req.method !== 'GET') {
      sendGetOnly(res);
      return;
    }
    const raw = req.query[REPLAY_SEARCH_QUERY];
    // Only `q`, once: another parameter would only make another copy of the answer in every cache.
    const params = Object.keys(req.query);
    const query = typeof raw === 'string' && params.length === 1 ? replaySearchQuery(raw) : null;
    if (query === null) {
      sendFailure(
        res,
        400,
        `${REPLAY_SEARCH_QUERY}: ${REPLAY_SEARCH_LIMITS.queryMin} to ${REPLAY_SEARCH_LIMITS.queryMax} characters, and no other parameter`,
      );
      return;
    }
    try {
      const published = await publishedReplays();
      const keys = published.docs.map((doc) => `${doc.id}/${doc.get('compileId') as string}`);
      for (const key of indexes.keys()) if (!keys.includes(key)) indexes.delete(key);
      const found = await Promise.all(
        published.docs.map((doc, i) => {
          const key = keys[i]!;
          let index = indexes.get(key);
          if (!index) {
            index = indexOf(doc);
            indexes.set(key, index);
            index.catch(() => indexes.delete(key));
          }
          return index;
        }),
      );
      const results = searchReplayIndexes(
        found.filter((index) => index !== null),
        query,
      );
      res.set('Cache-Control', `public, max-age=${REPLAY_MAX_AGE_SECONDS}`);
      sendData(res, results satisfies ReplaySearchResults);
    } catch (error) {
      logFailure('searchReplays failed', error);
      sendFailure(res, 500, 'Internal error');
    }
  },
);
