import { COLLECTIONS } from '@civic/domain';
import type { OnceFirestore } from '@/lib/firebase/firestore-once';

/**
 * The constitutional-vote paths that the access check's one-time reads use, built on the SDK the
 * screen chose (lib/firebase/firestore-once.ts: Firestore Lite on the light dashboard). The same
 * paths as constitutional-vote-refs.ts, which builds them on the full SDK (docs/ARCHITECTURE.md).
 */
export const ballotsOnce = ({ db, collection }: OnceFirestore) => collection(db, COLLECTIONS.constitutionalVotes);
export const censusEntriesOnce = ({ db, collectionGroup }: OnceFirestore) => collectionGroup(db, COLLECTIONS.census);
