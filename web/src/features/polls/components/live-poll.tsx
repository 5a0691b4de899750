import { isLiveQuestionKind } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useNow } from '@/lib/use-now';
import { useBallotShown } from '../api/use-ballot-shown';
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
 * A pushed ballot, shown at the viewer's own offset within the poll's spread (docs/scale.md, the
 * ballot spread): until then the room says one is on its way, so a viewer who heard the host ask
 * knows it comes. Mounted again (its key) for each poll and push.
 */
function AfterOffset(props: {
  pollId: string;
  uid: string;
  spreadSeconds: number | undefined;
  pushedAtMs: number | null;
  children: ReactNode;
}) {
  const shown = useBallotShown(props.pollId, props.uid, props.spreadSeconds, props.pushedAtMs);
  if (shown) return props.children;
  return (
    <p className="muted" role="status">
      <Trans>A new question is on its way. It will appear here shortly.</Trans>
    </p>
  );
}

/**
 * The poll or live question pushed live in the room, by id (the room gets the id from the event):
 * vote or answer in place, results per the poll's visibility, live. Rules and the server decide
 * who may answer and see what. `eventId` is the live event (null once it has ended: the final
 * results show at once); `pushedAtMs`, when it was pushed (server time), from which the ballot's
 * offset counts.
 */
export function LivePoll({
  pollId,
  uid,
  eventId,
  pushedAtMs = null,
}: {
  pollId: string;
  uid: string;
  eventId: string | null;
  pushedAtMs?: number | null;
}) {
  const { t } = useLingui();
  const poll = usePoll(pollId);
  const now = useNow();
  if (poll.state === 'loading') return <LoadingState label={t`Loading the live poll…`} />;
  if (poll.state === 'error') return <ErrorState title={t`The live poll could not be loaded`} error={poll.error} />;
  if (!poll.data) return null;
  const shown = isLiveQuestionKind(poll.data.kind) ? (
    <Suspense fallback={<LoadingState label={t`Loading the live question…`} />}>
      <LiveQuestionCard poll={poll.data} status={statusOf(poll.data, now)} uid={uid} eventId={eventId} />
    </Suspense>
  ) : (
    <PollBallot poll={poll.data} status={statusOf(poll.data, now)} uid={uid} />
  );
  if (eventId === null) return shown;
  const spreadSeconds = poll.data.audience?.ballotSpreadSeconds;
  return (
    <AfterOffset
      key={`${pollId} ${pushedAtMs} ${spreadSeconds}`}
      pollId={pollId}
      uid={uid}
      spreadSeconds={spreadSeconds}
      pushedAtMs={pushedAtMs}
    >
      {shown}
    </AfterOffset>
  );
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
