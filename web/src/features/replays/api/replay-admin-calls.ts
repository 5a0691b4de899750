import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: attaches (or replaces) an ended event's recording and its alignment (docs/replays.md). */
export const attachRecording = (request: RequestOf<'attachRecording'>) => callFunction('attachRecording', request);

/** Admin: compiles and publishes the replay; the server refuses without a recording or for a signed-in-only event. */
export const publishReplay = (eventId: string) => callFunction('publishReplay', { eventId });

/** Admin: takes the replay down (its file is deleted; the recording stays). */
export const unpublishReplay = (eventId: string) => callFunction('unpublishReplay', { eventId });
