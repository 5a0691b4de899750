import { BALLOT_ANSWERS, type BallotAnswer, type CastBallotResponse } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { formatNumber } from '@/lib/i18n/format';
import { langOf, textLanguage } from '@/lib/i18n/versions';
import { ANSWER_NAMES } from '../api/ballot-labels';
import { castBallot } from '../api/cast-ballot';
import type { BallotView } from '../api/ballot-view';

/**
 * The ballot: every article answered explicitly (abstain is a choice, a blank is not), then a
 * review of all answers, then one cast. The server checks everything again; its message is shown
 * if it refuses (already voted in another tab, voting closed meanwhile).
 */
export function BallotForm({ ballot, onCast }: { ballot: BallotView; onCast: (cast: CastBallotResponse) => void }) {
  const { t, i18n } = useLingui();
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
      onCast(await castBallot(ballot.id, answers as Record<string, BallotAnswer>, i18n.locale));
    } catch (caught) {
      setError(functionErrorMessage(caught, t`Your ballot could not be cast. Check your connection and try again.`));
      setPending(false);
    }
  }

  const missingCount = missing.size;
  if (reviewing) {
    return (
      <section className="card stack ballot-review" aria-labelledby="ballot-review-title">
        <h2 id="ballot-review-title" ref={reviewHeading} tabIndex={-1}>
          <Trans>Review your answers</Trans>
        </h2>
        <p>
          <Trans>Once cast, your ballot cannot be changed. Check each answer.</Trans>
        </p>
        <ol className="ballot-review__list">
          {ballot.articles.map((article) => (
            <li key={article.id}>
              <span dir="auto" lang={langOf(article, 'title', ballot)}>
                {article.title}
              </span>
              <strong className={`answer answer--${answers[article.id]}`}>
                {i18n._(ANSWER_NAMES[answers[article.id]!])}
              </strong>
            </li>
          ))}
        </ol>
        <ErrorAlert>{error}</ErrorAlert>
        <div className="ballot-actions">
          <Button variant="secondary" onClick={() => setReviewing(false)} disabled={pending}>
            <Trans>Change answers</Trans>
          </Button>
          <Button onClick={cast} pending={pending} pendingLabel={t`Casting…`}>
            <Trans>Cast my ballot</Trans>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className="stack" onSubmit={review} noValidate aria-label={t`Ballot`}>
      {ballot.articles.map((article, index) => {
        const number = formatNumber(index + 1);
        const title = article.title;
        return (
          <fieldset
            key={article.id}
            id={`article-${article.id}`}
            className="card ballot-article"
            aria-describedby={missing.has(article.id) ? `article-${article.id}-error` : undefined}
            aria-invalid={missing.has(article.id) || undefined}
          >
            <legend>
              <Trans>
                Article {number}: <bdi {...textLanguage(article, 'title', ballot)}>{title}</bdi>
              </Trans>
            </legend>
            <p className="ballot-article__text" dir="auto" lang={langOf(article, 'text', ballot)}>
              {article.text}
            </p>
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
                  {i18n._(ANSWER_NAMES[answer])}
                </label>
              ))}
            </div>
            {missing.has(article.id) && (
              <p id={`article-${article.id}-error`} className="field__error">
                <Trans>Choose yes, no or abstain</Trans>
              </p>
            )}
          </fieldset>
        );
      })}
      {missing.size > 0 && (
        <ErrorAlert>
          {t`${plural(missingCount, {
            one: 'One article has no answer yet. Every article needs yes, no or abstain.',
            other: '# articles have no answer yet. Every article needs yes, no or abstain.',
          })}`}
        </ErrorAlert>
      )}
      <div className="ballot-actions">
        <Button type="submit">
          <Trans>Review my answers</Trans>
        </Button>
      </div>
    </form>
  );
}
