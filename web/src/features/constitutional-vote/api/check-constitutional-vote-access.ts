/**
 * The constitutional-vote access check (docs/PRODUCT.md §4, "plus a constitutional-vote access
 * check"): the user must be on the frozen census of an announced ballot whose voting has begun.
 * Access is read from the server, never from the cached session: the census entries from
 * Firestore (a user can read only their own) and the ballots themselves. Whether a vote is open is
 * a question about ballots: it is answered from two Firestore queries run side by side, never
 * waiting on getUserByUid (a cold function once held the screen on "Loading…" for 30 s). Firestore is imported on demand so public routes never load it.
 * Design: docs/constitutional-vote.md. The route guard (`app/guards.ts`) and the screens
 * (`use-constitutional-vote-access.ts`) both run it.
 */
import { ANNOUNCED_BALLOT_STATUSES, ballotPhase, type BallotDoc, type BallotPhase } from '@civic/domain';
import type { Timestamp } from 'firebase/firestore';

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
  noOpenBallot:
    'No constitutional vote is open right now, and none is scheduled yet. When one is announced, your dashboard says when voting opens.',
  unavailable: 'The constitutional vote could not be checked right now. Try again in a moment.',
  opensLater: (title: string, opensAtMs: number) =>
    `You are on the list of eligible voters for “${title}”. Voting opens on ${new Date(opensAtMs).toLocaleString()}.`,
} as const;

/** The SDK and the feature's paths (constitutional-vote-refs.ts), loaded with the check. */
async function loadFirestoreApi() {
  const [sdk, refs] = await Promise.all([import('firebase/firestore'), import('./constitutional-vote-refs')]);
  return { ...sdk, ...refs };
}
let firestoreApiLoading: ReturnType<typeof loadFirestoreApi> | undefined;
/** Loaded once, shared by the check's queries that run side by side. */
const firestoreApi = () =>
  (firestoreApiLoading ??= loadFirestoreApi().catch((error: unknown) => {
    firestoreApiLoading = undefined; // a failed load is tried again next time
    throw error;
  }));

/**
 * The most recently announced ballot whose census holds `uid`. Census entries carry the uid, so
 * one collection-group query finds them (rules: only one's own); a census left behind by a
 * failed opening belongs to a draft the user cannot read, and is skipped.
 */
async function findCensusBallot(uid: string): Promise<CensusBallot | null> {
  const { censusEntries, getDoc, getDocs, query, where } = await firestoreApi();
  const entries = await getDocs(query(censusEntries(), where('uid', '==', uid)));
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

/** The phase of the most recently announced ballot, or null when none ever was. */
async function latestAnnouncedPhase(): Promise<BallotPhase | null> {
  const { ballotsCollection, getDocs, limit, orderBy, query, where } = await firestoreApi();
  const found = await getDocs(
    query(
      ballotsCollection(),
      where('status', 'in', ANNOUNCED_BALLOT_STATUSES),
      orderBy('announcedAt', 'desc'),
      limit(1),
    ),
  );
  const data = found.docs[0]?.data() as BallotDoc<Timestamp> | undefined;
  if (!data) return null;
  return ballotPhase(
    { status: data.status, opensAtMs: data.opensAt.toMillis(), closesAtMs: data.closesAt.toMillis() },
    Date.now(),
  );
}

/**
 * `markedEligible` is the session's copy of the account's flag. It only chooses the sentence said
 * when the person is on no census (nothing is granted by it): "not on the list" to an account not
 * marked eligible, "none is open" otherwise — without waiting on getUserByUid.
 */
export async function checkConstitutionalVoteAccess(
  uid: string,
  markedEligible?: boolean,
): Promise<ConstitutionalVoteAccess> {
  try {
    const [ballot, latest] = await Promise.all([findCensusBallot(uid), latestAnnouncedPhase()]);
    if (ballot) {
      if (ballot.phase === 'scheduled') {
        return { allowed: false, reason: VOTE_ACCESS_REASONS.opensLater(ballot.title, ballot.opensAtMs), ballot };
      }
      return { allowed: true, ballotId: ballot.id, ballot };
    }
    // On no census: a vote announced and not over goes on without them; otherwise none is open.
    if (latest === 'scheduled' || latest === 'voting' || markedEligible === false) {
      return { allowed: false, reason: VOTE_ACCESS_REASONS.notEligible };
    }
    return { allowed: false, reason: VOTE_ACCESS_REASONS.noOpenBallot };
  } catch (error) {
    console.error('Constitutional vote access check failed', error);
    return { allowed: false, reason: VOTE_ACCESS_REASONS.unavailable };
  }
}
