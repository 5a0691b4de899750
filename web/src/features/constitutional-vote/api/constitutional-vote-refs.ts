import { COLLECTIONS } from '@civic/domain';
import { collection, collectionGroup, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the constitutional-vote feature, built here only (docs/ARCHITECTURE.md). */
export const ballotsCollection = () => collection(firestore, COLLECTIONS.constitutionalVotes);
export const ballotRef = (ballotId: string) => doc(firestore, COLLECTIONS.constitutionalVotes, ballotId);

/** A voter's census entry, and every census at once (an entry carries its uid: docs/constitutional-vote.md). */
export const censusEntryRef = (ballotId: string, uid: string) =>
  doc(firestore, COLLECTIONS.constitutionalVotes, ballotId, COLLECTIONS.census, uid);
export const censusEntries = () => collectionGroup(firestore, COLLECTIONS.census);

/** The ballot's turnout counters (how many voted, never how). */
export const turnoutOf = (ballotId: string) =>
  collection(firestore, COLLECTIONS.constitutionalVotes, ballotId, COLLECTIONS.turnout);

/** A document of the published record: `summary`, or a page of receipts. */
export const recordRef = (ballotId: string, name: string) =>
  doc(firestore, COLLECTIONS.constitutionalVotes, ballotId, COLLECTIONS.record, name);
