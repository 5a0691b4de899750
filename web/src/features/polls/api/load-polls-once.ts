import { COLLECTIONS, sumTallyShards, type Tallies, type VoteDoc } from '@civic/domain';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { dashboardPolls, showsResults, toPollView, type PollView } from './poll-view';
import type { PollStatus } from '@civic/domain';

export interface PollOnce {
  poll: PollView;
  status: PollStatus;
  myVote: VoteDoc | null;
  tallies: Tallies | null;
}

/** The tallies now, read once (the sum of the poll's shards). */
export async function loadTalliesOnce(poll: PollView): Promise<Tallies> {
  const shards = await getDocs(collection(firestore, COLLECTIONS.polls, poll.id, COLLECTIONS.tallyShards));
  return sumTallyShards(
    shards.docs.map((d) => d.data()),
    poll.optionIds,
  );
}

/**
 * The light dashboard's polls with one-time reads and no listener: the published polls, the
 * user's own vote in each poll shown, and the tallies where the user may see them.
 */
export async function loadPollsOnce(uid: string, now: number): Promise<PollOnce[]> {
  const published = await getDocs(query(collection(firestore, COLLECTIONS.polls), where('published', '==', true)));
  const shown = dashboardPolls(
    published.docs.map(toPollView).sort((a, b) => a.closesAtMs - b.closesAtMs),
    now,
  );
  return Promise.all(
    shown.map(async ({ poll, status }) => {
      const vote = await getDoc(doc(firestore, COLLECTIONS.polls, poll.id, COLLECTIONS.votes, uid));
      const myVote = vote.exists() ? (vote.data() as VoteDoc) : null;
      const tallies = showsResults(poll, status, myVote !== null) ? await loadTalliesOnce(poll) : null;
      return { poll, status, myVote, tallies };
    }),
  );
}
