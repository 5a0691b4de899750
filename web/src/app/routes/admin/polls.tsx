import { useLingui } from '@lingui/react/macro';
import { BallotAdmin } from '@/features/constitutional-vote/components/ballot-admin';
import { PollAdmin } from '@/features/polls/components/poll-admin';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PollAdmin
        group="poll"
        title={t`Polls`}
        description={t`Create, open, close and delete polls with 2–10 options and a schedule; follow results live.`}
      />
      <PollAdmin
        group="question"
        level={2}
        title={t`Live questions`}
        description={t`Word clouds, scales and open answers, pushed into the live room from the control room; follow the answers live.`}
      />
      <BallotAdmin />
    </div>
  );
}
