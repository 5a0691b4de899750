import type { PollKind } from '@civic/domain';
import { onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { pollsCollection } from './poll-refs';
import { toPollView, type PollView } from './poll-view';

/** Admin: every poll of one kind, newest first, live (rules let admins read drafts too). */
export function usePollList(kind: PollKind) {
  return useSnapshot<PollView[]>(kind, (onData, onError) =>
    onSnapshot(
      query(pollsCollection(), where('kind', '==', kind), orderBy('createdAt', 'desc')),
      (snapshot) => onData(snapshot.docs.map(toPollView)),
      onError,
    ),
  );
}
