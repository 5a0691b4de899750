import type { ReactNode } from 'react';
import type { OpenAnswerView } from '../api/open-answer-view';
import '../live-questions.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

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
export function OpenAnswers({ answers, label, tag, action, emptyText = 'No answers yet.', limit }: OpenAnswersProps) {
  if (answers.length === 0) {
    return (
      <p className="muted" role="status">
        {emptyText}
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
              <strong className="open-answer__author">{answer.authorName}</strong>
              <time className="muted" dateTime={new Date(answer.createdAtMs).toISOString()}>
                {timeFormat.format(answer.createdAtMs)}
              </time>
              {tag?.(answer)}
            </header>
            <p className="open-answer__text">{answer.text}</p>
            {action?.(answer)}
          </article>
        </li>
      ))}
    </ul>
  );
}
