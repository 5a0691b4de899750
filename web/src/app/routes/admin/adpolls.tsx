import { useLingui } from '@lingui/react/macro';
import { AdPollStatsPanel } from '@/features/polls/components/ad-poll-stats';
import { PollAdmin } from '@/features/polls/components/poll-admin';

export function Component() {
  const { t } = useLingui();
  return (
    <PollAdmin
      group="ad"
      title={t`Ad polls`}
      description={t`Sponsored polls: a poll with a sponsor name, image and link, with impressions and clicks counted.`}
      aside={(polls) => <AdPollStatsPanel polls={polls} />}
    />
  );
}
