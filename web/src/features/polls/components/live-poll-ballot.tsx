import type { PollStatus } from '@civic/domain';
import { usePublishedTallies } from '../api/use-tallies';
import { asPublished } from '../api/with-own-vote';
import { useMyVote } from '../api/use-my-vote';
import { showsResults, type PollView } from '../api/poll-view';
import { BallotCard } from './poll-ballot';

// Its own module, apart from BallotCard: the light dashboard renders BallotCard from one-time
// reads and should not download the listeners this one uses.
/** The dashboard's ballot: the user's vote and the tallies follow the server live. */
export function PollBallot({ poll, status, uid }: { poll: PollView; status: PollStatus; uid: string }) {
  const myVote = useMyVote(poll.id, uid);
  // A failed read of one's own vote shows the form (as before voting); the rules still refuse a second vote.
  const vote = myVote.state === 'ready' ? myVote.data : myVote.state === 'error' ? null : undefined;
  const tallies = usePublishedTallies(poll.id, poll.optionIds, showsResults(poll, status, Boolean(vote)));
  const published = tallies.state === 'ready' ? tallies.data : null;
  return (
    <BallotCard
      poll={poll}
      status={status}
      uid={uid}
      myVote={published ? asPublished(vote, published.through) : vote}
      tallies={published?.tallies ?? null}
      talliesFailed={tallies.state === 'error'}
    />
  );
}
