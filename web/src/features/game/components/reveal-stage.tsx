import type { PlayerDoc } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import type { GameView } from '../api/game-view';
import { AnswerTiles } from './answer-tiles';

/** Answers per option as plain bars (players' bundle stays free of the charting library). */
function Distribution({ answers, counts, correct }: { answers: string[]; counts: number[]; correct: number[] }) {
  const { t } = useLingui();
  const total = counts.reduce((sum, n) => sum + n, 0);
  return (
    <ul className="game-distribution" aria-label={t`How players answered`}>
      {answers.map((text, index) => {
        const count = counts[index] ?? 0;
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={index} className={correct.includes(index) ? 'game-distribution__correct' : undefined}>
            <span className="game-distribution__label" dir="auto">
              {text}
            </span>
            <span className="game-distribution__track" aria-hidden="true">
              <span className={`game-distribution__fill game-tile--${index}`} style={{ width: `${share}%` }} />
            </span>
            <span className="game-distribution__count">{formatNumber(count)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The reveal for a player: right or wrong, points, streak and rank (all computed by the server
 * and read from the player's own record), then the correct answer, the spread and the explanation.
 */
export function RevealStage({ game, player }: { game: GameView; player: PlayerDoc }) {
  const reveal = game.reveal!;
  const question = game.question!;
  const result = player.lastResult?.questionIndex === reveal.questionIndex ? player.lastResult : null;
  const { t } = useLingui();
  const outcome = !result
    ? t`You joined after this question`
    : result.correct
      ? t`Correct!`
      : result.answerIndex === null
        ? t`No answer`
        : t`Wrong`;
  const questionNumber = formatNumber(reveal.questionIndex + 1);
  const questionCount = formatNumber(game.questionCount);
  const rank = player.rank === null ? '–' : formatNumber(player.rank);
  const players = formatNumber(game.playersScored);
  const bonus = formatNumber(result?.bonus ?? 0);
  return (
    <section className="game-stage card" aria-labelledby="game-reveal">
      <p className="muted game-stage__meta">
        <Trans>
          Question {questionNumber} of {questionCount}
        </Trans>
      </p>
      <h2 id="game-reveal" className={`game-banner game-banner--${result?.correct ? 'right' : 'wrong'}`}>
        {outcome}
      </h2>
      {result && (
        <dl className="game-facts">
          <div>
            <dt>
              <Trans>Points</Trans>
            </dt>
            <dd>
              +{formatNumber(result.points)}
              {result.bonus > 0 && ` ${t`(+${bonus} streak bonus)`}`}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Streak</Trans>
            </dt>
            <dd>{formatNumber(player.streak)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Rank</Trans>
            </dt>
            <dd>
              <Trans>
                {rank} of {players}
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Score</Trans>
            </dt>
            <dd>{formatNumber(player.score)}</dd>
          </div>
        </dl>
      )}
      <p className="game-stage__question" dir="auto">
        {question.text}
      </p>
      <AnswerTiles answers={question.answers} chosen={result?.answerIndex ?? null} correct={reveal.correctAnswers} />
      <Distribution answers={question.answers} counts={reveal.distribution} correct={reveal.correctAnswers} />
      {reveal.explanation && (
        <p className="game-explanation" dir="auto">
          {reveal.explanation}
        </p>
      )}
    </section>
  );
}
