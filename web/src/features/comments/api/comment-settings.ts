import { COLLECTIONS, DEFAULT_COMMENT_SETTINGS, type CommentSettingsDoc, type RequestOf } from '@civic/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

/** The event's comment switches (on/off, slow mode, hold-all), live; defaults until an admin sets them. */
export function useCommentSettings(eventId: string) {
  return useSnapshot<CommentSettingsDoc>(`settings:${eventId}`, (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.commentSettings, eventId),
      (snapshot) => onData({ ...DEFAULT_COMMENT_SETTINGS, ...(snapshot.data() as Partial<CommentSettingsDoc>) }),
      onError,
    ),
  );
}

/** Admin: turn comments on or off, set slow mode or hold every post for review (audited). */
export function updateCommentSettings(request: RequestOf<'updateCommentSettings'>) {
  return callFunction('updateCommentSettings', request);
}
