import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { isLiveQuestionKind } from '@civic/domain';
import { useUser } from '@/lib/session/session-store';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { usePublishedPolls } from '../api/use-published-polls';
import { dashboardPolls } from '../api/poll-view';
import { useNow } from '@/lib/use-now';
import { DashboardPollGroups } from './dashboard-poll-groups';
import { PollBallot } from './live-poll-ballot';
import '../polls.css';

// A live question's card loads when the dashboard shows one (the script budgets, docs/performance.md).
const LiveQuestionCard = lazy(() => import('./live-question').then((m) => ({ default: m.LiveQuestionCard })));

/**
 * The user dashboard's polls: every open poll to answer and, in their own group, those closed in
 * the last day with their final results (as their visibility allows). A poll moves from one group
 * to the other by itself when its closing time passes (the clock ticks; the admin's "Close now"
 * moves the closing time, which the live query brings). A live question shows its answers so far;
 * it is answered in the live room, where it is asked.
 */
export function OpenPolls() {
  const { t } = useLingui();
  const user = useUser();
  const polls = usePublishedPolls();
  const now = useNow();
  if (!user) return null;
  if (polls.state === 'loading') return <LoadingState label={t`Loading polls…`} />;
  if (polls.state === 'error') return <ErrorState title={t`Polls could not be loaded`} error={polls.error} />;
  return (
    <DashboardPollGroups
      entries={dashboardPolls(polls.data, now)}
      ballot={({ poll, status }) =>
        isLiveQuestionKind(poll.kind) ? (
          <Suspense key={poll.id} fallback={<LoadingState label={t`Loading the live question…`} />}>
            <LiveQuestionCard poll={poll} status={status} uid={user.uid} eventId={null} />
          </Suspense>
        ) : (
          <PollBallot key={poll.id} poll={poll} status={status} uid={user.uid} />
        )
      }
    />
  );
}
