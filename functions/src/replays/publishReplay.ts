import { because, type ReplayRecording, type RequestOf, type ResponseOf } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { endedEvent } from './lib/endedEvent.js';
import { publishCompiled, replayRef, signedInEventRefusal } from './lib/replayFile.js';

/**
 * Admin only: compiles the ended event's timeline once into the replay's file and publishes it
 * (docs/replays.md, "The compiled file"). Publishing again compiles again: a comment hidden, a
 * caption corrected or an account deleted since is reflected. Refused for an event not ended, one
 * without a recording, and one only signed-in accounts could watch (a replay is public).
 */
export async function handlePublishReplay(
  { eventId }: RequestOf<'publishReplay'>,
  caller: Caller,
): Promise<ResponseOf<'publishReplay'>> {
  const event = await endedEvent(eventId);
  if (event.get('visibility') !== 'public') throw signedInEventRefusal();
  const recording = (await replayRef(eventId).get()).get('recording') as ReplayRecording | null | undefined;
  if (!recording) {
    throw new HttpsError('aborted', 'Attach the recording before publishing.', because('replay-no-recording'));
  }
  const sizes = await publishCompiled(event, recording);
  await logAdminAction(caller, 'publishReplay', eventId, sizes);
  return { eventId, published: true, ...sizes };
}

export const publishReplay = defineCallable(
  'publishReplay',
  { roles: ['admin'], timeoutSeconds: 300, memory: '1GiB' },
  handlePublishReplay,
);
