import { isLiveQuestionKind, type PollStatus, type Tallies, type VoteDoc } from '@civic/domain';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { loadMyVote } from './load-my-vote';
import { loadResultsOnce } from './load-results-once';
import { pollsOnce } from './poll-once-refs';
import { dashboardPolls, dashboardPollsClosingAfter, showsResults, toPollView, type PollView } from './poll-view';

export interface PollOnce {
  poll: PollView;
  status: PollStatus;
  myVote: VoteDoc | null;
  tallies: Tallies | null;
}

/**
 * The light dashboard's polls with one-time reads and no listener (Firestore Lite there): the published polls, the
 * user's own vote in each poll shown, and the tallies where the user may see them. Live questions
 * (word clouds, scales, open answers) are left to the live room and the live dashboard.
 */
export async function loadPollsOnce(uid: string, now: number): Promise<PollOnce[]> {
  const sdk = await onceFirestore();
  const published = await sdk.getDocs(
    sdk.query(
      pollsOnce(sdk),
      sdk.where('published', '==', true),
      sdk.where('closesAt', '>', dashboardPollsClosingAfter(now)),
    ),
  );
  const shown = dashboardPolls(
    published.docs
      .map(toPollView)
      // Live questions are answered in the live room, and their clouds follow it live: not here.
      .filter((poll) => !isLiveQuestionKind(poll.kind))
      .sort((a, b) => a.closesAtMs - b.closesAtMs),
    now,
  );
  return Promise.all(
    shown.map(async ({ poll, status }) => {
      const myVote = await loadMyVote(poll.id, uid);
      if (!showsResults(poll, status, myVote !== null)) return { poll, status, myVote, tallies: null };
      return { poll, status, ...(await loadResultsOnce(poll, uid)) };
    }),
  );
}
