import { recordingKindOf, type ReplayDoc, type ReplayRecording, type RequestOf, type ResponseOf } from '@civic/domain';
import type { FieldValue } from 'firebase-admin/firestore';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { endedEvent } from './lib/endedEvent.js';
import { noFile, publishCompiled, replayRef } from './lib/replayFile.js';

/**
 * Admin only: attaches an ended event's recording (an https or same-origin HLS playlist or MP4,
 * checked by `attachRecordingRequest`) and its alignment, the ms in the recording at which the
 * event went live (docs/replays.md, "The recording"). Attaching again replaces both; the same
 * request twice leaves the same document. A published replay is compiled again at once, since its
 * file carries the recording.
 */
export async function handleAttachRecording(
  { eventId, url, offsetMs }: RequestOf<'attachRecording'>,
  caller: Caller,
): Promise<ResponseOf<'attachRecording'>> {
  const event = await endedEvent(eventId);
  const recording: ReplayRecording = { kind: recordingKindOf(url), url, offsetMs };
  const ref = replayRef(eventId);
  const current = await ref.get();
  if (current.get('published') === true) {
    await publishCompiled(event, recording);
  } else {
    await ref.set({ eventId, recording, ...noFile() } satisfies ReplayDoc<FieldValue>);
  }
  await logAdminAction(caller, 'attachRecording', eventId, { kind: recording.kind, offsetMs });
  return { eventId, recording };
}

export const attachRecording = defineCallable('attachRecording', { roles: ['admin'] }, handleAttachRecording);
