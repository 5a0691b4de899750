import { sumTallyShards, type Tallies } from '@civic/domain';
import { onSnapshot, type FirestoreError } from 'firebase/firestore';
import { reconnectFirestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { tallyShardsOf } from './poll-refs';

/**
 * A poll's tallies, live: the sum of its tally shards. After the first read each vote changes one
 * small shard document, so listeners receive one document per vote, not the whole tally.
 * `enabled` false (results not visible to this viewer) subscribes to nothing.
 *
 * The read rule compares the poll's opening and closing times with `request.time`, and a listener
 * added to a connection opened before the poll opened (or closed) is judged by the connection's
 * time: refused, however long it is retried (issue 11: no results until a reload). The screen
 * only asks when its clock says the results are visible, so a refusal is answered once with a
 * fresh connection and the listener asked again; a second refusal is shown.
 */
export function useTallies(pollId: string, optionIds: readonly string[], enabled = true) {
  const key = enabled ? `${pollId}:${optionIds.join(',')}` : null;
  return useSnapshot<Tallies>(key, (onData, onError) => {
    let stop = () => {};
    let stopped = false;
    const listen = (retried: boolean) => {
      stop = onSnapshot(
        tallyShardsOf(pollId),
        (snapshot) =>
          onData(
            sumTallyShards(
              snapshot.docs.map((d) => d.data()),
              optionIds,
            ),
          ),
        (error: FirestoreError) => {
          if (error.code !== 'permission-denied' || retried) return onError(error);
          void reconnectFirestore().then(() => !stopped && listen(true), onError);
        },
      );
    };
    listen(false);
    return () => {
      stopped = true;
      stop();
    };
  });
}
