/** Shapes as well as colours tell the answers apart (colour-blind players, big screens). */
const MARKS = ['▲', '◆', '●', '■'] as const;

export interface AnswerTilesProps {
  answers: string[];
  /** Tapping one answers; absent: the tiles only show (reveal, locked). */
  onAnswer?: (index: number) => void;
  disabled?: boolean;
  chosen?: number | null;
  correct?: readonly number[];
}

/** Up to four big answer tiles (2 × 2 on a phone): large tap targets, shape + letter + text. */
export function AnswerTiles({ answers, onAnswer, disabled, chosen = null, correct }: AnswerTilesProps) {
  return (
    <ul className="game-tiles" aria-label="Answers">
      {answers.map((text, index) => {
        const isCorrect = correct?.includes(index);
        const state = correct ? (isCorrect ? 'correct' : 'wrong') : index === chosen ? 'chosen' : '';
        const label = `${text}${index === chosen ? ' (your answer)' : ''}${isCorrect ? ' (correct)' : ''}`;
        const content = (
          <>
            <span className="game-tile__mark" aria-hidden="true">
              {MARKS[index]}
            </span>
            <span>{label}</span>
          </>
        );
        return (
          <li key={index}>
            {onAnswer ? (
              <button
                type="button"
                className={`game-tile game-tile--${index}`}
                onClick={() => onAnswer(index)}
                disabled={disabled}
              >
                {content}
              </button>
            ) : (
              <div className={`game-tile game-tile--${index} game-tile--${state || 'shown'}`}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
