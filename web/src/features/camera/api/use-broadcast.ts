import type { CameraBroadcastDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { broadcastRef } from './camera-refs';

/** The broadcast on an event now (null: the camera is off), live. */
export function useBroadcast(eventId: string | null) {
  return useSnapshot<CameraBroadcastDoc | null>(eventId, (onData, onError) =>
    onSnapshot(
      broadcastRef(eventId!),
      (snapshot) => onData(snapshot.exists() ? (snapshot.data() as CameraBroadcastDoc) : null),
      onError,
    ),
  );
}
