import type { LiveRespondentDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { respondentRef } from './poll-refs';

/** The participant's own record of their answer to a live question (null before answering), live. */
export function useMyResponse(pollId: string, uid: string) {
  return useSnapshot<LiveRespondentDoc | null>(`${pollId}:${uid}`, (onData, onError) =>
    onSnapshot(
      respondentRef(pollId, uid),
      (snapshot) => onData(snapshot.exists() ? (snapshot.data() as LiveRespondentDoc) : null),
      onError,
    ),
  );
}
