import { collectionGroup, onSnapshot, query, where, type FirestoreError } from 'firebase/firestore';
import { COLLECTIONS } from '@civic/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { firestore } from '@/lib/firebase/firestore';
import type { Live } from '@/lib/use-snapshot';

/**
 * The viewer's own upvotes of an event, as the ids of the questions upvoted: one collection-group
 * listener a room (`uid ==` me, `eventId ==` the event; the rule lets only the owner list them),
 * shared by every upvote button of the room. One listener per question shown cost a read per
 * question per viewer and up to 30 listeners a client (docs/scale.md, "Fan-out").
 */
interface Room {
  live: Live<ReadonlySet<string>>;
  watchers: Set<() => void>;
  stop: () => void;
}
const rooms = new Map<string, Room>();
const LOADING: Live<ReadonlySet<string>> = { state: 'loading' };

function open(key: string, eventId: string, uid: string): Room {
  const room: Room = { live: LOADING, watchers: new Set(), stop: () => {} };
  const show = (live: Live<ReadonlySet<string>>) => {
    room.live = live;
    for (const watcher of room.watchers) watcher();
  };
  const mine = query(
    collectionGroup(firestore, COLLECTIONS.upvotes),
    where('uid', '==', uid),
    where('eventId', '==', eventId),
  );
  room.stop = onSnapshot(
    mine,
    // An upvote's parent's parent is its question.
    (snapshot) => show({ state: 'ready', data: new Set(snapshot.docs.map((d) => d.ref.parent.parent!.id)) }),
    (error: FirestoreError) => show({ state: 'error', error }),
  );
  rooms.set(key, room);
  return room;
}

function watch(key: string, eventId: string, uid: string, onChange: () => void): () => void {
  const room = rooms.get(key) ?? open(key, eventId, uid);
  room.watchers.add(onChange);
  return () => {
    room.watchers.delete(onChange);
    if (room.watchers.size > 0) return;
    room.stop();
    rooms.delete(key);
  };
}

/** The ids of the questions of `eventId` the viewer upvoted, live, from the room's one listener. */
export function useMyUpvotes(eventId: string, uid: string): Live<ReadonlySet<string>> {
  const key = `${eventId}:${uid}`;
  // Stable while the key is: a new subscribe function would close and reopen the listener.
  const subscribe = useCallback((onChange: () => void) => watch(key, eventId, uid, onChange), [key, eventId, uid]);
  return useSyncExternalStore(subscribe, () => rooms.get(key)?.live ?? LOADING);
}

/** Whether the viewer already upvoted this question, live (the room's shared listener). */
export function useMyUpvote(eventId: string, commentId: string, uid: string): Live<boolean> {
  const mine = useMyUpvotes(eventId, uid);
  return mine.state === 'ready' ? { state: 'ready', data: mine.data.has(commentId) } : mine;
}
