import { GAME_LIMITS, type GameQuestionInput } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

export interface QuestionFieldsProps {
  question: GameQuestionInput;
  number: number;
  count: number;
  /** Field messages keyed by path inside this question ("text", "answers.1.text"…). */
  errors: Record<string, string>;
  onChange: (question: GameQuestionInput) => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One question of a set: text, 2–4 answers with their correct marks, limit, image, explanation. */
export function QuestionFields({
  question,
  number,
  count,
  errors,
  onChange,
  onMove,
  onDuplicate,
  onDelete,
}: QuestionFieldsProps) {
  const set = (patch: Partial<GameQuestionInput>) => onChange({ ...question, ...patch });
  const setAnswer = (index: number, patch: Partial<GameQuestionInput['answers'][number]>) =>
    set({ answers: question.answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
  return (
    <fieldset>
      <legend>Question {number}</legend>
      <FormField label={`Question ${number} text`} error={errors.text}>
        <textarea rows={2} value={question.text} onChange={(e) => set({ text: e.target.value })} />
      </FormField>
      {question.answers.map((answer, index) => (
        <div key={index} className="game-answer-row">
          <FormField label={`Question ${number} answer ${index + 1}`} error={errors[`answers.${index}.text`]}>
            <input value={answer.text} onChange={(e) => setAnswer(index, { text: e.target.value })} />
          </FormField>
          <label className="game-check">
            <input
              type="checkbox"
              // Each mark has its own name (the visible "Correct" alone would name them all alike).
              aria-label={`Answer ${index + 1} of question ${number} is correct`}
              checked={answer.correct}
              onChange={(e) => setAnswer(index, { correct: e.target.checked })}
            />
            <span>Correct</span>
          </label>
          <Button
            variant="secondary"
            aria-label={`Remove answer ${index + 1} of question ${number}`}
            disabled={question.answers.length <= GAME_LIMITS.answersMin}
            onClick={() => set({ answers: question.answers.filter((_, i) => i !== index) })}
          >
            Remove
          </Button>
        </div>
      ))}
      {errors.answers && <p className="field__error">{errors.answers}</p>}
      {question.answers.length < GAME_LIMITS.answersMax && (
        <div>
          <Button
            variant="secondary"
            onClick={() => set({ answers: [...question.answers, { text: '', correct: false }] })}
          >
            Add answer to question {number}
          </Button>
        </div>
      )}
      <FormField
        label={`Question ${number} time limit (seconds)`}
        error={errors.timeLimitSec}
        hint="5 to 60 seconds, after 5 s of reading time."
      >
        <input
          type="number"
          min={GAME_LIMITS.timeLimitMinSec}
          max={GAME_LIMITS.timeLimitMaxSec}
          value={Number.isNaN(question.timeLimitSec) ? '' : question.timeLimitSec}
          onChange={(e) => set({ timeLimitSec: e.target.valueAsNumber })}
        />
      </FormField>
      <FormField label={`Question ${number} image URL (optional)`} error={errors.imageUrl}>
        <input type="url" value={question.imageUrl} onChange={(e) => set({ imageUrl: e.target.value })} />
      </FormField>
      <FormField label={`Question ${number} explanation (shown at the reveal)`} error={errors.explanation}>
        <textarea rows={2} value={question.explanation} onChange={(e) => set({ explanation: e.target.value })} />
      </FormField>
      <div className="game-row">
        <Button
          variant="secondary"
          disabled={number === 1}
          onClick={() => onMove(-1)}
          aria-label={`Move question ${number} up`}
        >
          Move up
        </Button>
        <Button
          variant="secondary"
          disabled={number === count}
          onClick={() => onMove(1)}
          aria-label={`Move question ${number} down`}
        >
          Move down
        </Button>
        <Button variant="secondary" onClick={onDuplicate} aria-label={`Duplicate question ${number}`}>
          Duplicate
        </Button>
        <Button variant="danger" onClick={onDelete} disabled={count === 1} aria-label={`Delete question ${number}`}>
          Delete
        </Button>
      </div>
    </fieldset>
  );
}
