import { isLiveQuestionKind } from '@civic/domain';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useNow } from '@/lib/use-now';
import { usePoll } from '../api/use-poll';
import { useTallies } from '../api/use-tallies';
import { statusOf } from '../api/poll-view';
import { PollBallot } from './live-poll-ballot';
import { ResultBars } from './poll-ballot';
import '../polls.css';

// A live question's card and results load when one is pushed, not with every room (the citizen
// screens' script budgets, docs/performance.md).
const LiveQuestionCard = lazy(() => import('./live-question').then((m) => ({ default: m.LiveQuestionCard })));
const LiveQuestionResults = lazy(() =>
  import('./live-question-results').then((m) => ({ default: m.LiveQuestionResults })),
);

/**
 * The poll or live question pushed live in the room, by id (the room gets the id from the event):
 * vote or answer in place, results per the poll's visibility, live. Rules and the server decide
 * who may answer and see what. `eventId` is the live event (null once it has ended).
 */
export function LivePoll({ pollId, uid, eventId }: { pollId: string; uid: string; eventId: string | null }) {
  const { t } = useLingui();
  const poll = usePoll(pollId);
  const now = useNow();
  if (poll.state === 'loading') return <LoadingState label={t`Loading the live poll…`} />;
  if (poll.state === 'error') return <ErrorState title={t`The live poll could not be loaded`} error={poll.error} />;
  if (!poll.data) return null;
  if (isLiveQuestionKind(poll.data.kind)) {
    return (
      <Suspense fallback={<LoadingState label={t`Loading the live question…`} />}>
        <LiveQuestionCard poll={poll.data} status={statusOf(poll.data, now)} uid={uid} eventId={eventId} />
      </Suspense>
    );
  }
  return <PollBallot poll={poll.data} status={statusOf(poll.data, now)} uid={uid} />;
}

/**
 * The results of a poll or live question as an overlay over the stream (the admin put them there
 * for everyone). Shows nothing to a viewer the rules do not let read the tallies.
 */
export function PollResultsOverlay({ pollId }: { pollId: string }) {
  const { t } = useLingui();
  const poll = usePoll(pollId);
  const isQuestion = poll.state === 'ready' && poll.data !== null && isLiveQuestionKind(poll.data.kind);
  const tallies = useTallies(
    pollId,
    poll.state === 'ready' && poll.data ? poll.data.optionIds : [],
    poll.state === 'ready' && !isQuestion,
  );
  if (poll.state !== 'ready' || !poll.data) return null;
  const results = isQuestion ? (
    <Suspense fallback={null}>
      <LiveQuestionResults poll={poll.data} overlay />
    </Suspense>
  ) : tallies.state === 'ready' ? (
    <ResultBars poll={poll.data} tallies={tallies.data} chosen={null} />
  ) : null;
  if (!results) return null;
  const { question } = poll.data;
  return (
    <div className="poll-overlay on-picture" role="region" aria-label={t`Results on the stream: ${question}`}>
      <p className="poll-overlay__question" dir="auto">
        {question}
      </p>
      {results}
    </div>
  );
}
