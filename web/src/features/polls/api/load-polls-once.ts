import { COLLECTIONS, sumTallyShards, type Tallies, type VoteDoc } from '@civic/domain';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { dashboardPolls, showsResults, toPollView, type PollView } from './poll-view';
import type { PollStatus } from '@civic/domain';

export interface PollOnce {
  poll: PollView;
  status: PollStatus;
  myVote: VoteDoc | null;
  tallies: Tallies | null;
}

/** The tallies now, read once (the sum of the poll's shards). */
async function loadTalliesOnce(poll: PollView): Promise<Tallies> {
  const { db, collection, getDocs } = await onceFirestore();
  const shards = await getDocs(collection(db, COLLECTIONS.polls, poll.id, COLLECTIONS.tallyShards));
  return sumTallyShards(
    shards.docs.map((d) => d.data()),
    poll.optionIds,
  );
}

const loadMyVote = async (poll: PollView, uid: string): Promise<VoteDoc | null> => {
  const { db, doc, getDoc } = await onceFirestore();
  const vote = await getDoc(doc(db, COLLECTIONS.polls, poll.id, COLLECTIONS.votes, uid));
  return vote.exists() ? (vote.data() as VoteDoc) : null;
};

/**
 * The tallies and, read after them, the user's own vote: a vote still not marked counted then is
 * in none of the shards read, so adding it on screen (withOwnVote) never counts it twice.
 */
export async function loadResultsOnce(poll: PollView, uid: string) {
  const tallies = await loadTalliesOnce(poll);
  return { tallies, myVote: await loadMyVote(poll, uid) };
}

/**
 * The light dashboard's polls with one-time reads and no listener (Firestore Lite there): the published polls, the
 * user's own vote in each poll shown, and the tallies where the user may see them.
 */
export async function loadPollsOnce(uid: string, now: number): Promise<PollOnce[]> {
  const { db, collection, getDocs, query, where } = await onceFirestore();
  const published = await getDocs(query(collection(db, COLLECTIONS.polls), where('published', '==', true)));
  const shown = dashboardPolls(
    published.docs.map(toPollView).sort((a, b) => a.closesAtMs - b.closesAtMs),
    now,
  );
  return Promise.all(
    shown.map(async ({ poll, status }) => {
      const myVote = await loadMyVote(poll, uid);
      if (!showsResults(poll, status, myVote !== null)) return { poll, status, myVote, tallies: null };
      return { poll, status, ...(await loadResultsOnce(poll, uid)) };
    }),
  );
}
