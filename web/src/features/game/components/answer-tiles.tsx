import { Trans, useLingui } from '@lingui/react/macro';

/** Shapes as well as colours tell the answers apart (colour-blind players, big screens). */
const MARKS = ['▲', '◆', '●', '■'] as const;

export interface AnswerTilesProps {
  answers: string[];
  /** Tapping one answers; absent: the tiles only show (reveal, locked). */
  onAnswer?: (index: number) => void;
  disabled?: boolean;
  chosen?: number | null;
  /** The chosen answer is on its way to the server: its tile says "Sending…" until it is locked. */
  sending?: boolean;
  /** The reveal: the correct answers. */
  correct?: readonly number[];
}

/** The words on a tile besides its answer: what the reveal says of it, and whose answer it is. */
function Tags({ isChosen, sending, verdict }: { isChosen: boolean; sending: boolean; verdict: boolean | null }) {
  if (!isChosen && verdict === null) return null;
  return (
    <span className="game-tile__tags">
      {verdict !== null && (
        <span className="game-tile__verdict">
          <span aria-hidden="true">{verdict ? '✓' : '✗'}</span>{' '}
          {verdict ? <Trans>Correct</Trans> : <Trans>Wrong</Trans>}
        </span>
      )}
      {isChosen && (
        <span className="game-tile__tag">{sending ? <Trans>Sending…</Trans> : <Trans>Your answer</Trans>}</span>
      )}
    </span>
  );
}

/**
 * Up to four big answer tiles (2 × 2 on a phone): large tap targets, shape + letter + text. At the
 * reveal the position colours give way to green "✓ Correct" and grey "✗ Wrong" tiles (words and
 * icons, not colour alone), and the player's own tile says "Your answer".
 */
export function AnswerTiles({
  answers,
  onAnswer,
  disabled,
  chosen = null,
  sending = false,
  correct,
}: AnswerTilesProps) {
  const { t } = useLingui();
  return (
    <ul className="game-tiles" aria-label={t`Answers`}>
      {answers.map((text, index) => {
        const isChosen = index === chosen;
        const verdict = correct ? correct.includes(index) : null;
        const state = verdict === null ? (isChosen ? 'chosen' : 'shown') : verdict ? 'correct' : 'wrong';
        const className = `game-tile game-tile--${index} game-tile--${state}${isChosen ? ' game-tile--mine' : ''}`;
        const content = (
          <>
            <span className="game-tile__mark" aria-hidden="true">
              {MARKS[index]}
            </span>
            <span className="game-tile__text">
              <span dir="auto">{text}</span>
              <Tags isChosen={isChosen} sending={sending} verdict={verdict} />
            </span>
          </>
        );
        return (
          <li key={index}>
            {onAnswer ? (
              <button
                type="button"
                className={className}
                onClick={() => onAnswer(index)}
                disabled={disabled}
                aria-busy={isChosen && sending ? true : undefined}
              >
                {content}
              </button>
            ) : (
              <div className={className}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
