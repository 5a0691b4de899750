/**
 * The constitutional-vote access check (docs/PRODUCT.md §4, "plus a constitutional-vote access
 * check"): the user must be on the frozen census of an announced ballot whose voting has begun.
 * Access is read from the server, never from the cached session: the census entries from
 * Firestore (a user can read only their own) and the ballots themselves. Whether a vote is open is
 * a question about ballots: it is answered from two Firestore queries run side by side, never
 * waiting on getUserByUid (a cold function once held the screen on "Loading…" for 30 s). One-time reads, on
 * the SDK the screen chose (lib/firebase/firestore-once.ts: Lite on the light dashboard); the guard
 * loads this module on demand, so public routes never load Firestore.
 * Design: docs/constitutional-vote.md. The route guard (`app/guards.ts`) and the screens
 * (`use-constitutional-vote-access.ts`) both run it.
 */
import { ANNOUNCED_BALLOT_STATUSES, ballotPhase, pickVersion, type BallotDoc, type BallotPhase } from '@civic/domain';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Timestamp } from 'firebase/firestore';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { formatDateTime } from '@/lib/i18n/format';
import { ballotsOnce, censusEntriesOnce } from './constitutional-vote-once-refs';

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

/**
 * `notOnList`: a vote announced and not over whose list this person is not on, said by its title
 * above the earlier ballot they may still read (its results, their receipt).
 */
export type ConstitutionalVoteAccess =
  | { allowed: true; ballotId: string; ballot: CensusBallot; notOnList?: string }
  | { allowed: false; reason: string; ballot?: CensusBallot };

/**
 * The sentences, in the language active when the check runs (the screens' hook runs it again when
 * the language changes).
 */
export const VOTE_ACCESS_REASONS = {
  get notEligible() {
    return t`You are not on the list of eligible voters for the constitutional vote.`;
  },
  get noOpenBallot() {
    return t`No constitutional vote is open right now, and none is scheduled yet. When one is announced, your dashboard says when voting opens.`;
  },
  get unavailable() {
    return t`The constitutional vote could not be checked right now. Try again in a moment.`;
  },
  notOnListOf: (title: string, phase: 'scheduled' | 'voting') =>
    phase === 'voting'
      ? t`A constitutional vote is open: “${title}”. You are not on its list of eligible voters.`
      : t`A constitutional vote is announced: “${title}”. You are not on its list of eligible voters.`,
  opensLater: (title: string, opensAtMs: number) => {
    const opens = formatDateTime(opensAtMs);
    return t`You are on the list of eligible voters for “${title}”. Voting opens on ${opens}.`;
  },
};

/** A ballot's title in the reader's language (the check runs again when the language changes). */
const shownTitle = (ballot: BallotDoc<Timestamp>) => pickVersion(ballot, i18n.locale).title;

/**
 * The most recently announced ballot whose census holds `uid`. Census entries carry the uid, so
 * one collection-group query finds them (rules: only one's own); a census left behind by a
 * failed opening belongs to a draft the user cannot read, and is skipped.
 */
async function findCensusBallot(uid: string): Promise<CensusBallot | null> {
  const sdk = await onceFirestore();
  const { getDoc, getDocs, query, where } = sdk;
  const entries = await getDocs(query(censusEntriesOnce(sdk), where('uid', '==', uid)));
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
          title: shownTitle(data),
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

/** The most recently announced ballot (id, title, phase), or null when none ever was. */
async function latestAnnounced(): Promise<{ id: string; title: string; phase: BallotPhase } | null> {
  const sdk = await onceFirestore();
  const { getDocs, limit, orderBy, query, where } = sdk;
  const found = await getDocs(
    query(ballotsOnce(sdk), where('status', 'in', ANNOUNCED_BALLOT_STATUSES), orderBy('announcedAt', 'desc'), limit(1)),
  );
  const doc = found.docs[0];
  const data = doc?.data() as BallotDoc<Timestamp> | undefined;
  if (!doc || !data) return null;
  const window = { opensAtMs: data.opensAt.toMillis(), closesAtMs: data.closesAt.toMillis() };
  return { id: doc.id, title: shownTitle(data), phase: ballotPhase({ status: data.status, ...window }, Date.now()) };
}

/**
 * A vote announced and not over whose list the person is not on goes on without them: said by its
 * title, whatever earlier list they were on (docs/constitutional-vote.md, "not on its list").
 */
function announcedWithout(
  latest: { id: string; title: string; phase: BallotPhase } | null,
  censusBallotId: string | undefined,
): string | undefined {
  if (!latest || latest.id === censusBallotId) return undefined;
  const { phase } = latest;
  if (phase !== 'scheduled' && phase !== 'voting') return undefined;
  return VOTE_ACCESS_REASONS.notOnListOf(latest.title, phase);
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
    const [ballot, latest] = await Promise.all([findCensusBallot(uid), latestAnnounced()]);
    if (ballot?.phase === 'scheduled') {
      return { allowed: false, reason: VOTE_ACCESS_REASONS.opensLater(ballot.title, ballot.opensAtMs), ballot };
    }
    if (ballot?.phase === 'voting') return { allowed: true, ballotId: ballot.id, ballot };
    const notOnList = announcedWithout(latest, ballot?.id);
    if (ballot) return { allowed: true, ballotId: ballot.id, ballot, ...(notOnList ? { notOnList } : {}) };
    if (notOnList) return { allowed: false, reason: notOnList };
    if (markedEligible === false) return { allowed: false, reason: VOTE_ACCESS_REASONS.notEligible };
    return { allowed: false, reason: VOTE_ACCESS_REASONS.noOpenBallot };
  } catch (error) {
    console.error('Constitutional vote access check failed', error);
    return { allowed: false, reason: VOTE_ACCESS_REASONS.unavailable };
  }
}
