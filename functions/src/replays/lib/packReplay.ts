import { REPLAY_LIMITS, type CompiledReplay } from '@civic/domain';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The file as stored: gzipped JSON, in slices of REPLAY_LIMITS.partBytes. */
export function packReplay(file: CompiledReplay): { json: Buffer; parts: Buffer[] } {
  const json = Buffer.from(JSON.stringify(file), 'utf8');
  const gzip = gzipSync(json, { level: 9 });
  const parts: Buffer[] = [];
  for (let at = 0; at < gzip.length; at += REPLAY_LIMITS.partBytes)
    parts.push(gzip.subarray(at, at + REPLAY_LIMITS.partBytes));
  return { json, parts };
}

/** The compiled file of a stored gzip (tests, and a client that does not accept gzip). */
export const unpackReplay = (gzip: Buffer): CompiledReplay =>
  JSON.parse(gunzipSync(gzip).toString('utf8')) as CompiledReplay;
