/**
 * The replay callables' schemas (zod); replay.ts is the vocabulary (docs/replays.md). A recording's
 * address is an https URL, or a same-origin path (the demo clip), of an HLS playlist (.m3u8) or an
 * MP4 file; its alignment is a whole number of ms, from 0 to REPLAY_LIMITS.offsetMaxMs.
 */
import { z } from 'zod';
import { REPLAY_LIMITS } from './replay.js';
import { eventIdSchema } from './event-schemas.js';

export const recordingUrlSchema = z
  .string()
  .trim()
  .min(1, 'Recording address is required')
  .max(REPLAY_LIMITS.urlMax, 'Recording address is too long')
  .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'Recording address must start with https:// (or / for this site)')
  .regex(/\.(m3u8|mp4)(\?[^\s#]*)?$/i, 'Recording address must point at an HLS playlist (.m3u8) or an MP4 file');

export const recordingOffsetSchema = z
  .number({ error: 'Alignment is required' })
  .int('Alignment must be a whole number of milliseconds')
  .min(0, 'Alignment cannot be before the recording starts')
  .max(REPLAY_LIMITS.offsetMaxMs, 'Alignment must be within the first six hours of the recording');

/** Attach (or replace) an ended event's recording and set its alignment. */
export const attachRecordingRequest = z.strictObject({
  eventId: eventIdSchema,
  url: recordingUrlSchema,
  offsetMs: recordingOffsetSchema,
});

/** Publish (compile) or unpublish an ended event's replay. */
export const replayRequest = z.strictObject({ eventId: eventIdSchema });
