import { BallotAdmin } from '@/features/constitutional-vote/components/ballot-admin';
import { PollAdmin } from '@/features/polls/components/poll-admin';

export function Component() {
  return (
    <div className="stack">
      <PollAdmin
        kind="poll"
        title="Polls"
        description="Create, open, close and delete polls with 2–10 options and a schedule; follow results live."
      />
      <BallotAdmin />
    </div>
  );
}
