import { COLLECTIONS, type PlayerDoc } from '@civic/domain';
import { collection, getCountFromServer, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

export type PlayerView = PlayerDoc & { uid: string };

/** Admin: players who asked for extended time, live (to grant it). Few documents by nature. */
export function usePlayersAskingForTime(gameId: string) {
  return useSnapshot<PlayerView[]>(`asking:${gameId}`, (onData, onError) =>
    onSnapshot(
      query(
        collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.players),
        where('extendedTimeRequested', '==', true),
        orderBy('displayName'),
      ),
      (snapshot) => onData(snapshot.docs.map((d) => ({ ...(d.data() as PlayerDoc), uid: d.id }))),
      onError,
    ),
  );
}

/** Admin: answers received for a question so far (an aggregation: one read per 1 000 answers). */
export async function countAnswers(gameId: string, questionIndex: number): Promise<number> {
  const answers = query(
    collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers),
    where('questionIndex', '==', questionIndex),
  );
  return (await getCountFromServer(answers)).data().count;
}
