import {
  COLLECTIONS,
  HEARTBEAT_MS,
  VIEWER_HISTORY_MS,
  VIEWER_SAMPLE_MS,
  VIEWER_STALE_MS,
  VIEWER_TTL_MS,
  type ViewerDoc,
  type ViewerJoinDoc,
  type ViewerSampleDoc,
} from '@civic/domain';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type FieldValue,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase/firestore';
import { READ_TIMES, requiredMillisOf } from '@/lib/firebase/time';
import { useSnapshot } from '@/lib/use-snapshot';

/** Spreads the beats of a room that opened at once (see functions/src/events/lib/presence.ts). */
const JITTER_MS = 5_000;

const viewerRef = (eventId: string, uid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewers, uid);
const joinRef = (eventId: string, uid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewerJoins, uid);

/**
 * While this page is visible, the viewer's heartbeat document is rewritten every ~HEARTBEAT_MS;
 * hidden, closed or left, it is deleted, so the count falls at once instead of after
 * VIEWER_STALE_MS. The first beat after (re)joining creates the heartbeat together with the
 * viewer's join record (the rules demand both in one batch, at most once per 10 s: see
 * docs/live-events.md "Presence"); later beats rewrite the heartbeat alone. A refused write (the
 * event just ended, a rejoin within 10 s, another tab beating) is retried at the next beat, in the
 * other form: the rules refuse a join over an existing heartbeat and a plain beat with none.
 */
export function useHeartbeat(eventId: string | null, uid: string | null): void {
  useEffect(() => {
    if (!eventId || !uid) return;
    const ref = viewerRef(eventId, uid);
    let joined = false;
    // Bumped on leave, so a write still in flight then does not decide the next visit's form.
    let visit = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const beat = () => {
      const heartbeat = {
        seenAt: serverTimestamp(),
        expireAt: Timestamp.fromMillis(Date.now() + VIEWER_TTL_MS),
      } satisfies ViewerDoc<FieldValue | Timestamp>;
      const write = joined
        ? setDoc(ref, heartbeat)
        : writeBatch(firestore)
            .set(ref, heartbeat)
            .set(joinRef(eventId, uid), { at: serverTimestamp() } satisfies ViewerJoinDoc<FieldValue>)
            .commit();
      const thisVisit = visit;
      write.then(
        () => {
          if (thisVisit === visit) joined = true;
        },
        (error: unknown) => {
          if (thisVisit === visit) joined = !joined;
          console.warn('Heartbeat not recorded', error);
        },
      );
      timer = setTimeout(beat, HEARTBEAT_MS + (Math.random() * 2 - 1) * JITTER_MS);
    };
    const leave = () => {
      clearTimeout(timer);
      timer = undefined;
      joined = false;
      visit++;
      deleteDoc(ref).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        if (timer === undefined) beat();
      } else leave();
    };
    if (document.visibilityState === 'visible') beat();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [eventId, uid]);
}

/** How often the control room recounts (a count() costs one read per 1 000 heartbeats). */
const COUNT_EVERY_MS = 10_000;

/**
 * Admin: viewers now — count() of heartbeats newer than VIEWER_STALE_MS, every COUNT_EVERY_MS —
 * and a sample written once a minute (doc id = the minute, so two control rooms write one) for
 * the sparkline.
 */
export function useViewerCount(eventId: string): number | null {
  const [count, setCount] = useState<{ eventId: string; count: number } | null>(null);
  useEffect(() => {
    let stopped = false;
    async function recount() {
      const viewers = collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewers);
      const since = Timestamp.fromMillis(Date.now() - VIEWER_STALE_MS);
      try {
        const snapshot = await getCountFromServer(query(viewers, where('seenAt', '>', since)));
        const now = snapshot.data().count;
        if (stopped) return;
        setCount({ eventId, count: now });
        const minute = String(Math.floor(Date.now() / VIEWER_SAMPLE_MS));
        await setDoc(doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewerSamples, minute), {
          at: serverTimestamp(),
          count: now,
        } satisfies ViewerSampleDoc<FieldValue>);
      } catch (error) {
        console.warn('Viewer count failed', error);
      }
    }
    void recount();
    const timer = setInterval(recount, COUNT_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [eventId]);
  return count?.eventId === eventId ? count.count : null;
}

export interface ViewerSample {
  at: number;
  count: number;
}

/** Admin: the last 30 minutes of viewer samples, live. */
export function useViewerHistory(eventId: string) {
  return useSnapshot<ViewerSample[]>(eventId, (onData, onError) =>
    onSnapshot(
      query(
        collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewerSamples),
        where('at', '>', Timestamp.fromMillis(Date.now() - VIEWER_HISTORY_MS)),
        orderBy('at'),
      ),
      (snapshot) =>
        onData(
          snapshot.docs.map((d) => ({
            at: requiredMillisOf(d.get('at', READ_TIMES)),
            count: d.get('count') as number,
          })),
        ),
      onError,
    ),
  );
}
