import type { LiveRespondentDoc, PollStatus } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { langOf } from '@/lib/i18n/versions';
import { useMyResponse } from '../api/use-my-response';
import { showsResults, type PollView } from '../api/poll-view';
import { submitLiveResponse } from '../api/submit-live-response';
import { LiveQuestionResults } from './live-question-results';
import { LiveResponseForm } from './live-response-form';
import '../live-questions.css';

/** The participant's own answer in words ("Parks, night buses", "4", their text). */
function answerInWords(answer: LiveRespondentDoc['answer']): string | null {
  if (!answer) return null;
  if (answer.kind === 'wordCloud') return answer.entries.join(' · ');
  if (answer.kind === 'scale') return String(answer.value);
  return answer.text;
}

function Locked({ mine }: { mine: LiveRespondentDoc }) {
  if (mine.status === 'held') {
    return (
      <p className="poll-ballot__locked" role="status">
        {/* The domain's LIVE_RESPONSE_HELD_MESSAGE, in the reader's language. */}
        <Trans>Your answer is held for review. A moderator will look at it soon.</Trans>
      </p>
    );
  }
  const words = answerInWords(mine.answer);
  return (
    <p className="poll-ballot__locked" role="status">
      {mine.status === 'hidden' ? (
        <Trans>Your answer was taken down by a moderator.</Trans>
      ) : words ? (
        <Trans>
          You answered{' '}
          <strong>
            <bdi>{words}</bdi>
          </strong>
          . Your answer is locked.
        </Trans>
      ) : (
        <Trans>You answered. Your answer is locked.</Trans>
      )}
    </p>
  );
}

export interface LiveQuestionCardProps {
  poll: PollView;
  status: PollStatus;
  uid: string;
  /** The live event the question is pushed in (the server checks it); null once it has ended. */
  eventId: string | null;
}

/**
 * A live question in the room: the answer card (words, a point on the scale, or a short text),
 * locked once sent — one final answer per account (docs/live-questions.md) — and the answers so
 * far, live, as the poll's results visibility allows after answering or closing.
 */
export function LiveQuestionCard({ poll, status, uid, eventId }: LiveQuestionCardProps) {
  const { t } = useLingui();
  const mine = useMyResponse(poll.id, uid);
  // The server's answer locks the card at once; the participant's own record follows it.
  const [sent, setSent] = useState<LiveRespondentDoc | null>(null);
  const headingId = useId();
  // A failed read of one's own record shows the form; the server still refuses a second answer.
  const read = mine.state === 'ready' ? mine.data : mine.state === 'error' ? null : undefined;
  const record = sent && !read ? sent : read;
  const answered = Boolean(record);
  const visible = showsResults(poll, status, answered);
  const chosen = record?.answer?.kind === 'scale' ? record.answer.value : null;
  const mineInCloud = record?.answer?.kind === 'wordCloud' ? record.answer.entries : undefined;
  return (
    <article className="card stack poll-ballot live-question" aria-labelledby={headingId}>
      <h3 id={headingId} dir="auto" lang={langOf(poll, 'question')}>
        {poll.question}
      </h3>
      {poll.description && (
        <p className="muted" dir="auto" lang={langOf(poll, 'description')}>
          {poll.description}
        </p>
      )}
      {record === undefined ? (
        <p className="muted">
          <Trans>Loading your answer…</Trans>
        </p>
      ) : record ? (
        <Locked mine={record} />
      ) : status === 'open' && eventId && poll.settings ? (
        <LiveResponseForm
          settings={poll.settings}
          question={poll.question}
          poll={poll}
          send={async (response) => {
            const { status: outcome } = await submitLiveResponse(eventId, poll.id, response);
            setSent({ respondedAt: null, status: outcome, answer: outcome === 'accepted' ? response : null });
          }}
        />
      ) : status === 'open' ? (
        <p className="muted">
          <Trans>Answer it in the live room while it is asked there.</Trans>
        </p>
      ) : null}
      {status === 'closed' && (
        <p className="muted">
          <Trans>This question is closed.</Trans>
        </p>
      )}
      <LiveQuestionResults poll={poll} enabled={visible} chosen={chosen} mine={mineInCloud} />
      {answered && !visible && (
        <p className="muted">
          {poll.resultsVisibility === 'after-close'
            ? t`The answers will be shown when the question closes.`
            : t`The answers to this question are not published.`}
        </p>
      )}
    </article>
  );
}
