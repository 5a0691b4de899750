import { COLLECTIONS, FEED_PULSE_DOC, type FeedPulseDoc } from '@civic/domain';
import { doc, onSnapshot, type FirestoreError } from 'firebase/firestore';
import { firestore } from './firestore';

/** What applying one digest to a room's state says (domain/src/feed-pulse.ts). */
interface Applied<S> {
  state: S;
  /** Ids added in publications the room missed: read them by id. */
  missing: string[];
  /** Missed more than the history holds: read everything again. */
  reload: boolean;
}

/** How one of the room's pulse-fed lists follows the digest. */
export interface DigestFollower<S extends { seq: number }> {
  /** The state before anything is read. */
  empty: S;
  /** Everything read once (on opening, and again when too far behind); its `seq` is kept. */
  readAll: () => Promise<S>;
  apply: (state: S, digest: FeedPulseDoc) => Applied<S>;
  /** The state with the missed ids read and merged in. */
  readMissing: (state: S, ids: string[]) => Promise<S>;
  onData: (state: S) => void;
  onError: (error: FirestoreError) => void;
}

/**
 * Follows an event's one digest document (docs/scale.md, "The pulse feed"): everything read once,
 * then each digest applied in turn, never two steps at once (a digest waits for the reads before
 * it), the state shown after each. The comment feed and the transcript follow it alike. Returns
 * the stop.
 */
export function followDigest<S extends { seq: number }>(eventId: string, follower: DigestFollower<S>): () => void {
  const { readAll, apply, readMissing, onData, onError } = follower;
  let state = follower.empty;
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  const step = (work: () => Promise<void>) => {
    queue = queue
      .then(async () => {
        if (stopped) return;
        await work();
        if (!stopped) onData(state);
      })
      .catch((error: unknown) => onError(error as FirestoreError));
  };
  const reload = async () => {
    const seq = state.seq;
    state = { ...(await readAll()), seq };
  };
  step(reload);
  const stop = onSnapshot(
    doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.stats, FEED_PULSE_DOC),
    (snapshot) => {
      const digest = snapshot.data() as FeedPulseDoc | undefined;
      if (!digest) return;
      step(async () => {
        const result = apply(state, digest);
        if (result.reload) {
          state = { ...state, seq: digest.latest.seq };
          return reload();
        }
        state = result.state;
        if (result.missing.length > 0) state = await readMissing(state, result.missing);
      });
    },
    onError,
  );
  return () => {
    stopped = true;
    stop();
  };
}
