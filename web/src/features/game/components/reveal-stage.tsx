import type { PlayerDoc } from '@civic/domain';
import type { GameView } from '../api/game-view';
import { AnswerTiles } from './answer-tiles';

/** Answers per option as plain bars (players' bundle stays free of the charting library). */
function Distribution({ answers, counts, correct }: { answers: string[]; counts: number[]; correct: number[] }) {
  const total = counts.reduce((sum, n) => sum + n, 0);
  return (
    <ul className="game-distribution" aria-label="How players answered">
      {answers.map((text, index) => {
        const count = counts[index] ?? 0;
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={index} className={correct.includes(index) ? 'game-distribution__correct' : undefined}>
            <span className="game-distribution__label">{text}</span>
            <span className="game-distribution__track" aria-hidden="true">
              <span className={`game-distribution__fill game-tile--${index}`} style={{ width: `${share}%` }} />
            </span>
            <span className="game-distribution__count">{count}</span>
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
  const outcome = !result ? null : result.correct ? 'Correct!' : result.answerIndex === null ? 'No answer' : 'Wrong';
  return (
    <section className="game-stage card" aria-labelledby="game-reveal">
      <p className="muted game-stage__meta">
        Question {reveal.questionIndex + 1} of {game.questionCount}
      </p>
      <h2 id="game-reveal" className={`game-banner game-banner--${result?.correct ? 'right' : 'wrong'}`}>
        {outcome ?? 'You joined after this question'}
      </h2>
      {result && (
        <dl className="game-facts">
          <div>
            <dt>Points</dt>
            <dd>
              +{result.points}
              {result.bonus > 0 && ` (+${result.bonus} streak bonus)`}
            </dd>
          </div>
          <div>
            <dt>Streak</dt>
            <dd>{player.streak}</dd>
          </div>
          <div>
            <dt>Rank</dt>
            <dd>
              {player.rank ?? '–'} of {game.playersScored}
            </dd>
          </div>
          <div>
            <dt>Score</dt>
            <dd>{player.score.toLocaleString()}</dd>
          </div>
        </dl>
      )}
      <p className="game-stage__question">{question.text}</p>
      <AnswerTiles answers={question.answers} chosen={result?.answerIndex ?? null} correct={reveal.correctAnswers} />
      <Distribution answers={question.answers} counts={reveal.distribution} correct={reveal.correctAnswers} />
      {reveal.explanation && <p className="game-explanation">{reveal.explanation}</p>}
    </section>
  );
}
