import { DEFAULT_COMMENT_SETTINGS, type CommentSettingsDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { commentSettingsRef } from './comment-refs';

/** The event's comment switches (on/off, slow mode, hold-all), live; defaults until an admin sets them. */
export function useCommentSettings(eventId: string) {
  return useSnapshot<CommentSettingsDoc>(`settings:${eventId}`, (onData, onError) =>
    onSnapshot(
      commentSettingsRef(eventId),
      (snapshot) => onData({ ...DEFAULT_COMMENT_SETTINGS, ...(snapshot.data() as Partial<CommentSettingsDoc>) }),
      onError,
    ),
  );
}
