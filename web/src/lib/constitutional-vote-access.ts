/**
 * The constitutional-vote access check (docs/PRODUCT.md §4, "plus a constitutional-vote access
 * check"): the user must be on the frozen census of an announced ballot whose voting has begun.
 * Everything is read from the server, never from the cached session: the census entries from
 * Firestore (a user can read only their own), the ballot itself, and — when no ballot has the
 * user on its census — the eligibility flag from getUserByUid. Firestore is imported on demand so
 * public routes never load it. Design: docs/constitutional-vote.md.
 */
import { ANNOUNCED_BALLOT_STATUSES, COLLECTIONS, ballotPhase, type BallotDoc, type BallotPhase } from '@civic/domain';
import type { Timestamp } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { fetchUserDetails } from '@/lib/session/user-details';

/** The ballot a user is on the census of, as the check and the dashboard card describe it. */
export interface CensusBallot {
  id: string;
  title: string;
  phase: BallotPhase;
  opensAtMs: number;
  closesAtMs: number;
  /** Whether this user has cast their ballot. */
  voted: boolean;
}

export type ConstitutionalVoteAccess =
  { allowed: true; ballotId: string; ballot: CensusBallot } | { allowed: false; reason: string; ballot?: CensusBallot };

export const VOTE_ACCESS_REASONS = {
  notEligible: 'You are not on the list of eligible voters for the constitutional vote.',
  noOpenBallot: 'No constitutional vote is open right now.',
  unavailable: 'The constitutional vote could not be checked right now. Try again in a moment.',
  opensLater: (title: string, opensAtMs: number) =>
    `You are on the list of eligible voters for “${title}”. Voting opens on ${new Date(opensAtMs).toLocaleString()}.`,
} as const;

async function firestoreApi() {
  const [sdk, { firestore }] = await Promise.all([import('firebase/firestore'), import('@/lib/firebase/firestore')]);
  return { ...sdk, firestore };
}

/**
 * The most recently announced ballot whose census holds `uid`. Census entries carry the uid, so
 * one collection-group query finds them (rules: only one's own); a census left behind by a
 * failed opening belongs to a draft the user cannot read, and is skipped.
 */
async function findCensusBallot(uid: string): Promise<CensusBallot | null> {
  const { collectionGroup, getDoc, getDocs, query, where, firestore } = await firestoreApi();
  const entries = await getDocs(query(collectionGroup(firestore, COLLECTIONS.census), where('uid', '==', uid)));
  const ballots = await Promise.all(
    entries.docs.map(async (entry) => {
      const ref = entry.ref.parent.parent;
      const snap = ref ? await getDoc(ref).catch(() => null) : null;
      const data = snap?.data() as BallotDoc<Timestamp> | undefined;
      if (!snap || !data || data.status === 'draft') return null;
      const window = { opensAtMs: data.opensAt.toMillis(), closesAtMs: data.closesAt.toMillis() };
      return {
        announcedMs: data.announcedAt?.toMillis() ?? 0,
        ballot: {
          id: snap.id,
          title: data.title,
          phase: ballotPhase({ status: data.status, ...window }, Date.now()),
          ...window,
          voted: entry.get('voted') === true,
        },
      };
    }),
  );
  const latest = ballots.filter((b) => b !== null).sort((a, b) => b.announcedMs - a.announcedMs)[0];
  return latest?.ballot ?? null;
}

async function anyAnnouncedBallot(): Promise<boolean> {
  const { collection, getDocs, limit, query, where, firestore } = await firestoreApi();
  const found = await getDocs(
    query(
      collection(firestore, COLLECTIONS.constitutionalVotes),
      where('status', 'in', ANNOUNCED_BALLOT_STATUSES),
      limit(1),
    ),
  );
  return !found.empty;
}

export async function checkConstitutionalVoteAccess(uid: string): Promise<ConstitutionalVoteAccess> {
  try {
    const ballot = await findCensusBallot(uid);
    if (ballot) {
      if (ballot.phase === 'scheduled') {
        return { allowed: false, reason: VOTE_ACCESS_REASONS.opensLater(ballot.title, ballot.opensAtMs), ballot };
      }
      return { allowed: true, ballotId: ballot.id, ballot };
    }
    // On no census: say whether a vote is under way without them, or what their account says.
    const details = await fetchUserDetails(uid);
    if (!details) return { allowed: false, reason: VOTE_ACCESS_REASONS.unavailable };
    if (!details.eligible || (await anyAnnouncedBallot())) {
      return { allowed: false, reason: VOTE_ACCESS_REASONS.notEligible };
    }
    return { allowed: false, reason: VOTE_ACCESS_REASONS.noOpenBallot };
  } catch (error) {
    console.error('Constitutional vote access check failed', error);
    return { allowed: false, reason: VOTE_ACCESS_REASONS.unavailable };
  }
}

/** The check for screens (dashboard card, ballot page): null while it runs. */
export function useConstitutionalVoteAccess(uid: string): ConstitutionalVoteAccess | null {
  const [access, setAccess] = useState<{ uid: string; result: ConstitutionalVoteAccess } | null>(null);
  useEffect(() => {
    let current = true;
    void checkConstitutionalVoteAccess(uid).then((result) => current && setAccess({ uid, result }));
    return () => {
      current = false;
    };
  }, [uid]);
  return access?.uid === uid ? access.result : null;
}
