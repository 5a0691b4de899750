import { COLLECTIONS } from '@civic/domain';
import type { OnceFirestore } from '@/lib/firebase/firestore-once';

/**
 * The polls paths that one-time reads and writes use, built on the SDK the screen chose
 * (lib/firebase/firestore-once.ts: Firestore Lite on the light dashboard, else the full SDK).
 * The same paths as poll-refs.ts, which builds them on the full SDK for listeners; importing that
 * file would download the full SDK (docs/ARCHITECTURE.md, "A web feature's files").
 */
export const pollsOnce = ({ db, collection }: OnceFirestore) => collection(db, COLLECTIONS.polls);
export const voteOnce = ({ db, doc }: OnceFirestore, pollId: string, uid: string) =>
  doc(db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, uid);
export const tallyShardsOnce = ({ db, collection }: OnceFirestore, pollId: string) =>
  collection(db, COLLECTIONS.polls, pollId, COLLECTIONS.tallyShards);
export const impressionOnce = ({ db, doc }: OnceFirestore, pollId: string, uid: string) =>
  doc(db, COLLECTIONS.polls, pollId, COLLECTIONS.impressions, uid);
