import { COLLECTIONS } from '@civic/domain';
import { collection, collectionGroup } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/**
 * Every Firestore path the admin dashboard counts, built here only (docs/ARCHITECTURE.md). The
 * dashboard reads other features' collections; features never import each other, so their paths
 * are named again here. Every figure is a count() or sum() aggregation answered by the server, or
 * a handful of small documents, never a read of every document (docs/dashboard.md lists the
 * queries and their indexes).
 */
export const usersCollection = () => collection(firestore, COLLECTIONS.users);
export const eventsCollection = () => collection(firestore, COLLECTIONS.events);
export const viewersOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewers);
export const pollsCollection = () => collection(firestore, COLLECTIONS.polls);
export const reportsCollection = () => collection(firestore, COLLECTIONS.reports);
export const ballotsCollection = () => collection(firestore, COLLECTIONS.constitutionalVotes);
export const turnoutOf = (ballotId: string) =>
  collection(firestore, COLLECTIONS.constitutionalVotes, ballotId, COLLECTIONS.turnout);

/** Every poll's votes, every event's comments and viewer samples (collection-group queries). */
export const allVotes = () => collectionGroup(firestore, COLLECTIONS.votes);
export const allComments = () => collectionGroup(firestore, COLLECTIONS.comments);
export const allViewerSamples = () => collectionGroup(firestore, COLLECTIONS.viewerSamples);
