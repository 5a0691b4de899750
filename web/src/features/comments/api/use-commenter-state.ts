import type { CommenterDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { millisOf, readDoc } from '@/lib/firebase/time';
import { useSnapshot } from '@/lib/use-snapshot';
import { commenterRef } from './comment-refs';

export interface CommenterState {
  blocked: boolean;
  /** Epoch ms while a timeout runs (compare with now), else null. */
  timedOutUntilMs: number | null;
}

/** An author's moderation state (blocked, timed out), live. */
export function useCommenterState(uid: string) {
  return useSnapshot<CommenterState>(`commenter:${uid}`, (onData, onError) =>
    onSnapshot(
      commenterRef(uid),
      (snapshot) => {
        const data = readDoc<Partial<CommenterDoc<unknown>> | undefined>(snapshot);
        onData({ blocked: data?.blocked === true, timedOutUntilMs: millisOf(data?.timedOutUntil) });
      },
      onError,
    ),
  );
}
