import { COLLECTIONS, type PollKind } from '@civic/domain';
import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { toPollView, type PollView } from './poll-view';
import { useSnapshot } from '@/lib/use-snapshot';

/** Admin: every poll of one kind, newest first, live (rules let admins read drafts too). */
export function usePollList(kind: PollKind) {
  return useSnapshot<PollView[]>(kind, (onData, onError) =>
    onSnapshot(
      query(collection(firestore, COLLECTIONS.polls), where('kind', '==', kind), orderBy('createdAt', 'desc')),
      (snapshot) => onData(snapshot.docs.map(toPollView)),
      onError,
    ),
  );
}
