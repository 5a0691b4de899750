import { onSnapshot, type DocumentData, type FirestoreError } from 'firebase/firestore';
import { reconnectFirestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { pollResultsRef } from './poll-refs';

/**
 * A poll's or live question's results, live, summed by `sum` as the tally shards were: the one
 * document functions publish at most once a second with the shards' sum (domain/src/poll.ts,
 * RESULTS_PULSE_MS), the exact sum at once when the poll closes. Listening to the 100 shards
 * instead, every watcher received every counted answer (docs/scale.md, "Fan-out"). Before the
 * first answer there is no document: the sum of nothing. A null `key` (results not visible to
 * this viewer) subscribes to nothing.
 *
 * The read rule compares the poll's opening and closing times with `request.time`, and a listener
 * added to a connection opened before the poll opened (or closed) is judged by the connection's
 * time: refused, however long it is retried (issue 11: no results until a reload). The screen
 * only asks when its clock says the results are visible, so a refusal is answered once with a
 * fresh connection and the listener asked again; a second refusal is shown.
 */
export function usePublishedResults<T>(pollId: string, key: string | null, sum: (shards: DocumentData[]) => T) {
  return useSnapshot<T>(key === null ? null : `${pollId}:${key}`, (onData, onError) => {
    let stop = () => {};
    let stopped = false;
    const listen = (retried: boolean) => {
      stop = onSnapshot(
        pollResultsRef(pollId),
        (snapshot) => onData(sum(snapshot.exists() ? [snapshot.data()] : [])),
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
