import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatTime } from '@/lib/i18n/format';
import type { OpenAnswerView } from '../api/open-answer-view';
import '../live-questions.css';

export interface OpenAnswersProps {
  answers: readonly OpenAnswerView[];
  /** What the answers are to, for screen readers. */
  label: string;
  /** A marker after the author (the viewer's own answer, "Held for review" for a moderator). */
  tag?: (answer: OpenAnswerView) => ReactNode;
  /** A moderator's control under the text (the control room's "Hide"). */
  action?: (answer: OpenAnswerView) => ReactNode;
  emptyText?: string;
  /** Show only the newest this many. */
  limit?: number;
}

/** Open answers shown like the comment feed's posts: author, time, the words as plain text, newest first. */
export function OpenAnswers({ answers, label, tag, action, emptyText, limit }: OpenAnswersProps) {
  const { t } = useLingui();
  if (answers.length === 0) {
    return (
      <p className="muted" role="status">
        {emptyText ?? t`No answers yet.`}
      </p>
    );
  }
  const newestFirst = [...answers].sort((a, b) => b.createdAtMs - a.createdAtMs).slice(0, limit);
  return (
    <ul className="open-answers" aria-label={label}>
      {newestFirst.map((answer) => (
        <li key={answer.id}>
          <article className="open-answer">
            <header className="open-answer__header">
              <strong className="open-answer__author">
                <bdi>{answer.authorName}</bdi>
              </strong>
              <time className="muted" dateTime={new Date(answer.createdAtMs).toISOString()}>
                {formatTime(answer.createdAtMs, { hour: '2-digit', minute: '2-digit' })}
              </time>
              {tag?.(answer)}
            </header>
            <p className="open-answer__text" dir="auto">
              {answer.text}
            </p>
            {action?.(answer)}
          </article>
        </li>
      ))}
    </ul>
  );
}
