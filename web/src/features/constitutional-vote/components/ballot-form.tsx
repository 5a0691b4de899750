import { BALLOT_ANSWERS, type BallotAnswer } from '@civic/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { castBallot } from '../api/cast-ballot';
import type { BallotView } from '../api/ballot-view';

export const ANSWER_LABELS: Record<BallotAnswer, string> = { yes: 'Yes', no: 'No', abstain: 'Abstain' };
const UNANSWERED = 'Choose yes, no or abstain';

/**
 * The ballot: every article answered explicitly (abstain is a choice, a blank is not), then a
 * review of all answers, then one cast. The server checks everything again; its message is shown
 * if it refuses (already voted in another tab, voting closed meanwhile).
 */
export function BallotForm({ ballot, onCast }: { ballot: BallotView; onCast: (receipt: string) => void }) {
  const [answers, setAnswers] = useState<Partial<Record<string, BallotAnswer>>>({});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [reviewing, setReviewing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);

  function review(event: FormEvent) {
    event.preventDefault();
    const unanswered = ballot.articles.filter((a) => !answers[a.id]).map((a) => a.id);
    setMissing(new Set(unanswered));
    if (unanswered.length > 0) {
      document.getElementById(`article-${unanswered[0]}`)?.querySelector('input')?.focus();
      return;
    }
    setReviewing(true);
    requestAnimationFrame(() => reviewHeading.current?.focus());
  }

  async function cast() {
    setPending(true);
    setError(null);
    try {
      onCast(await castBallot(ballot.id, answers as Record<string, BallotAnswer>));
    } catch (caught) {
      setError(functionErrorMessage(caught, 'Your ballot could not be cast. Check your connection and try again.'));
      setPending(false);
    }
  }

  if (reviewing) {
    return (
      <section className="card stack ballot-review" aria-labelledby="ballot-review-title">
        <h2 id="ballot-review-title" ref={reviewHeading} tabIndex={-1}>
          Review your answers
        </h2>
        <p>Once cast, your ballot cannot be changed. Check each answer.</p>
        <ol className="ballot-review__list">
          {ballot.articles.map((article) => (
            <li key={article.id}>
              <span>{article.title}</span>
              <strong className={`answer answer--${answers[article.id]}`}>{ANSWER_LABELS[answers[article.id]!]}</strong>
            </li>
          ))}
        </ol>
        <ErrorAlert>{error}</ErrorAlert>
        <div className="ballot-actions">
          <Button variant="secondary" onClick={() => setReviewing(false)} disabled={pending}>
            Change answers
          </Button>
          <Button onClick={cast} pending={pending} pendingLabel="Casting…">
            Cast my ballot
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className="stack" onSubmit={review} noValidate aria-label="Ballot">
      {ballot.articles.map((article, index) => (
        <fieldset
          key={article.id}
          id={`article-${article.id}`}
          className="card ballot-article"
          aria-describedby={missing.has(article.id) ? `article-${article.id}-error` : undefined}
          aria-invalid={missing.has(article.id) || undefined}
        >
          <legend>
            Article {index + 1}: {article.title}
          </legend>
          <p className="ballot-article__text">{article.text}</p>
          <div className="ballot-article__choices">
            {BALLOT_ANSWERS.map((answer) => (
              <label key={answer} className={`choice choice--${answer}`}>
                <input
                  type="radio"
                  name={`answer-${article.id}`}
                  value={answer}
                  checked={answers[article.id] === answer}
                  onChange={() => {
                    setAnswers((a) => ({ ...a, [article.id]: answer }));
                    setMissing((m) => new Set([...m].filter((id) => id !== article.id)));
                  }}
                />
                {ANSWER_LABELS[answer]}
              </label>
            ))}
          </div>
          {missing.has(article.id) && (
            <p id={`article-${article.id}-error`} className="field__error">
              {UNANSWERED}
            </p>
          )}
        </fieldset>
      ))}
      {missing.size > 0 && (
        <ErrorAlert>
          {missing.size === 1 ? 'One article has' : `${missing.size} articles have`} no answer yet. Every article needs
          yes, no or abstain.
        </ErrorAlert>
      )}
      <div className="ballot-actions">
        <Button type="submit">Review my answers</Button>
      </div>
    </form>
  );
}
