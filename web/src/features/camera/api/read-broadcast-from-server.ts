import type { CameraBroadcastDoc } from '@civic/domain';
import { readFromServer } from '@/lib/firebase/server-read';
import { broadcastPath } from './camera-refs';

/** The broadcast on an event as the server holds it now, past the SDK's cache (see useViewerBroadcast). */
export const readBroadcastFromServer = (eventId: string) => readFromServer<CameraBroadcastDoc>(broadcastPath(eventId));
