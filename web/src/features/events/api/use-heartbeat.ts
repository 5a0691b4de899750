import { HEARTBEAT_MS, VIEWER_TTL_MS, type ViewerDoc, type ViewerJoinDoc } from '@civic/domain';
import { deleteDoc, serverTimestamp, setDoc, Timestamp, writeBatch, type FieldValue } from 'firebase/firestore';
import { useEffect } from 'react';
import { firestore } from '@/lib/firebase/firestore';
import { viewerJoinRef, viewerRef } from './event-refs';

/** Spreads the beats of a room that opened at once (see functions/src/events/lib/presence.ts). */
const JITTER_MS = 5_000;

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
            .set(viewerJoinRef(eventId, uid), { at: serverTimestamp() } satisfies ViewerJoinDoc<FieldValue>)
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
