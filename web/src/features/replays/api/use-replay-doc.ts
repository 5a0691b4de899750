import type { ReplayDoc, ReplayRecording } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { readDoc } from '@/lib/firebase/time';
import { useSnapshot } from '@/lib/use-snapshot';
import { replayDocRef } from './replay-refs';

/** What the admin screen shows of a replay: its recording (null: none attached) and whether it is published. */
export interface ReplayState {
  recording: ReplayRecording | null;
  published: boolean;
}

/** Admin: the event's replay document, live (rules: active admins only). No document: nothing attached yet. */
export function useReplayDoc(eventId: string) {
  return useSnapshot<ReplayState>(eventId, (onData, onError) =>
    onSnapshot(
      replayDocRef(eventId),
      (snapshot) => {
        const data = snapshot.exists() ? readDoc<ReplayDoc>(snapshot) : null;
        onData({ recording: data?.recording ?? null, published: data?.published === true });
      },
      onError,
    ),
  );
}
