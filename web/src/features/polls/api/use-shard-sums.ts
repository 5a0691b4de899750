import { onSnapshot, type DocumentData, type FirestoreError } from 'firebase/firestore';
import { reconnectFirestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { tallyShardsOf } from './poll-refs';

/**
 * A poll's or live question's tally shards summed by `sum`, live. After the first read each
 * counted answer changes one small shard document, so listeners receive one document per answer.
 * A null `key` (results not visible to this viewer) subscribes to nothing.
 *
 * The read rule compares the poll's opening and closing times with `request.time`, and a listener
 * added to a connection opened before the poll opened (or closed) is judged by the connection's
 * time: refused, however long it is retried (issue 11: no results until a reload). The screen
 * only asks when its clock says the results are visible, so a refusal is answered once with a
 * fresh connection and the listener asked again; a second refusal is shown.
 */
export function useShardSums<T>(pollId: string, key: string | null, sum: (shards: DocumentData[]) => T) {
  return useSnapshot<T>(key === null ? null : `${pollId}:${key}`, (onData, onError) => {
    let stop = () => {};
    let stopped = false;
    const listen = (retried: boolean) => {
      stop = onSnapshot(
        tallyShardsOf(pollId),
        (snapshot) => onData(sum(snapshot.docs.map((d) => d.data()))),
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
