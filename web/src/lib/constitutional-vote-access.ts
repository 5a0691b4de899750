/**
 * The constitutional-vote access check (docs/PRODUCT.md §4, "plus a constitutional-vote access
 * check"): the ballot must be open and the user eligible. Both facts are read from the server,
 * never from the cached session: eligibility from getUserByUid, the open ballot from Firestore.
 * Firestore is imported on demand so public routes never load it.
 */
import { COLLECTIONS } from '@civic/domain';
import { fetchUserDetails } from '@/lib/session/user-details';

export type ConstitutionalVoteAccess = { allowed: true; ballotId: string } | { allowed: false; reason: string };

export const VOTE_ACCESS_REASONS = {
  notEligible: 'You are not on the list of eligible voters for the constitutional vote.',
  noOpenBallot: 'No constitutional vote is open right now.',
  unavailable: 'The constitutional vote could not be checked right now. Try again in a moment.',
} as const;

async function findOpenBallotId(): Promise<string | null> {
  const [{ collection, getDocs, limit, query, where }, { firestore }] = await Promise.all([
    import('firebase/firestore'),
    import('@/lib/firebase/firestore'),
  ]);
  const open = await getDocs(
    query(collection(firestore, COLLECTIONS.constitutionalVotes), where('status', '==', 'open'), limit(1)),
  );
  return open.docs[0]?.id ?? null;
}

export async function checkConstitutionalVoteAccess(uid: string): Promise<ConstitutionalVoteAccess> {
  try {
    const details = await fetchUserDetails(uid);
    if (!details) return { allowed: false, reason: VOTE_ACCESS_REASONS.unavailable };
    if (!details.eligible) return { allowed: false, reason: VOTE_ACCESS_REASONS.notEligible };
    const ballotId = await findOpenBallotId();
    if (!ballotId) return { allowed: false, reason: VOTE_ACCESS_REASONS.noOpenBallot };
    return { allowed: true, ballotId };
  } catch (error) {
    console.error('Constitutional vote access check failed', error);
    return { allowed: false, reason: VOTE_ACCESS_REASONS.unavailable };
  }
}
