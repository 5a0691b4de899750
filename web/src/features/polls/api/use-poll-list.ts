import type { PollKind } from '@civic/domain';
import { onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { pollsCollection } from './poll-refs';
import { toPollView, type PollView } from './poll-view';

/** Admin: every poll of the given kinds, newest first, live (rules let admins read drafts too). */
export function usePollList(kinds: readonly PollKind[]) {
  return useSnapshot<PollView[]>(kinds.join(','), (onData, onError) =>
    onSnapshot(
      query(pollsCollection(), where('kind', 'in', [...kinds]), orderBy('createdAt', 'desc')),
      (snapshot) => onData(snapshot.docs.map(toPollView)),
      onError,
    ),
  );
}
