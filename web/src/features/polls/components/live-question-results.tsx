import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLiveTallies } from '../api/use-live-tallies';
import { useOpenAnswers } from '../api/use-open-answers';
import type { OpenAnswerView } from '../api/open-answer-view';
import type { PollView } from '../api/poll-view';
import { OpenAnswers } from './open-answers';
import { ScaleDistribution } from './scale-distribution';
import { WordCloud } from './word-cloud';

export interface LiveQuestionResultsProps {
  poll: PollView;
  /** Whether this viewer may see them now (the poll's visibility; the rules decide too). */
  enabled?: boolean;
  /** The viewer's own scale point, marked. */
  chosen?: number | null;
  /** The viewer's own cloud entries, always said in the cloud's list. */
  mine?: readonly string[];
  /** A moderator's control per cloud entry (the control room's "Hide"). */
  entryAction?: (entry: string) => ReactNode;
  /** A moderator's control per open answer. */
  answerAction?: (answer: OpenAnswerView) => ReactNode;
  /** Over the video: only the newest open answers fit. */
  overlay?: boolean;
}

/** Open answers shown over the video: the newest few, so the box never covers the picture. */
const OVERLAY_ANSWERS = 3;

/**
 * What a live question's answers look like now, following the server live: the cloud, the
 * scale's distribution and average, or the open answers. The same view in the room, over the
 * stream and in the control room.
 */
export function LiveQuestionResults({
  poll,
  enabled = true,
  chosen = null,
  mine,
  entryAction,
  answerAction,
  overlay = false,
}: LiveQuestionResultsProps) {
  const { t } = useLingui();
  const settings = poll.settings ?? null;
  const { question } = poll;
  const tallies = useLiveTallies(poll.id, enabled && settings !== null && settings.kind !== 'openAnswer');
  const answers = useOpenAnswers(poll.id, enabled && settings?.kind === 'openAnswer');
  if (!enabled || !settings) return null;
  const live = settings.kind === 'openAnswer' ? answers : tallies;
  if (live.state === 'loading') {
    return (
      <p className="muted">
        <Trans>Loading the answers…</Trans>
      </p>
    );
  }
  if (live.state === 'error') {
    return (
      <p className="muted" role="status">
        <Trans>The answers could not be loaded right now. Reload the page to try again.</Trans>
      </p>
    );
  }
  if (settings.kind === 'openAnswer') {
    return (
      <OpenAnswers
        answers={answers.state === 'ready' ? answers.data : []}
        limit={overlay ? OVERLAY_ANSWERS : undefined}
        label={t`Answers: ${question}`}
        action={answerAction}
      />
    );
  }
  const counts = tallies.state === 'ready' ? tallies.data.counts : {};
  if (settings.kind === 'scale') {
    return (
      <ScaleDistribution
        settings={settings}
        poll={poll}
        counts={counts}
        label={t`Answers: ${question}`}
        chosen={chosen}
      />
    );
  }
  return <WordCloud counts={counts} label={t`Word cloud: ${question}`} entryAction={entryAction} mine={mine} />;
}
