import { GAME_LIMITS, READING_MS, type GameQuestionInput } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/i18n/format';

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
  const { t } = useLingui();
  const questionNumber = formatNumber(number);
  // The time limit's hint, written from the domain's limits.
  const minSeconds = formatNumber(GAME_LIMITS.timeLimitMinSec);
  const maxSeconds = formatNumber(GAME_LIMITS.timeLimitMaxSec);
  const readingSeconds = formatNumber(READING_MS / 1000);
  const set = (patch: Partial<GameQuestionInput>) => onChange({ ...question, ...patch });
  const setAnswer = (index: number, patch: Partial<GameQuestionInput['answers'][number]>) =>
    set({ answers: question.answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
  return (
    <fieldset>
      <legend>
        <Trans>Question {questionNumber}</Trans>
      </legend>
      <FormField label={t`Question ${questionNumber} text`} error={errors.text}>
        <textarea rows={2} dir="auto" value={question.text} onChange={(e) => set({ text: e.target.value })} />
      </FormField>
      {question.answers.map((answer, index) => {
        const answerNumber = formatNumber(index + 1);
        return (
          <div key={index} className="game-answer-row">
            <FormField
              label={t`Question ${questionNumber} answer ${answerNumber}`}
              error={errors[`answers.${index}.text`]}
            >
              <input dir="auto" value={answer.text} onChange={(e) => setAnswer(index, { text: e.target.value })} />
            </FormField>
            <label className="game-check">
              <input
                type="checkbox"
                // Each mark has its own name (the visible "Correct" alone would name them all alike).
                aria-label={t`Answer ${answerNumber} of question ${questionNumber} is correct`}
                checked={answer.correct}
                onChange={(e) => setAnswer(index, { correct: e.target.checked })}
              />
              <span>
                <Trans>Correct</Trans>
              </span>
            </label>
            <Button
              variant="secondary"
              aria-label={t`Remove answer ${answerNumber} of question ${questionNumber}`}
              disabled={question.answers.length <= GAME_LIMITS.answersMin}
              onClick={() => set({ answers: question.answers.filter((_, i) => i !== index) })}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        );
      })}
      {errors.answers && <p className="field__error">{errors.answers}</p>}
      {question.answers.length < GAME_LIMITS.answersMax && (
        <div>
          <Button
            variant="secondary"
            onClick={() => set({ answers: [...question.answers, { text: '', correct: false }] })}
          >
            <Trans>Add answer to question {questionNumber}</Trans>
          </Button>
        </div>
      )}
      <FormField
        label={t`Question ${questionNumber} time limit (seconds)`}
        error={errors.timeLimitSec}
        hint={t`${minSeconds} to ${maxSeconds} seconds, after ${readingSeconds} seconds of reading time.`}
      >
        <input
          type="number"
          min={GAME_LIMITS.timeLimitMinSec}
          max={GAME_LIMITS.timeLimitMaxSec}
          value={Number.isNaN(question.timeLimitSec) ? '' : question.timeLimitSec}
          onChange={(e) => set({ timeLimitSec: e.target.valueAsNumber })}
        />
      </FormField>
      <FormField label={t`Question ${questionNumber} image URL (optional)`} error={errors.imageUrl}>
        <input type="url" value={question.imageUrl} onChange={(e) => set({ imageUrl: e.target.value })} />
      </FormField>
      <FormField label={t`Question ${questionNumber} explanation (shown at the reveal)`} error={errors.explanation}>
        <textarea
          rows={2}
          dir="auto"
          value={question.explanation}
          onChange={(e) => set({ explanation: e.target.value })}
        />
      </FormField>
      <div className="game-row">
        <Button
          variant="secondary"
          disabled={number === 1}
          onClick={() => onMove(-1)}
          aria-label={t`Move question ${questionNumber} up`}
        >
          <Trans>Move up</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={number === count}
          onClick={() => onMove(1)}
          aria-label={t`Move question ${questionNumber} down`}
        >
          <Trans>Move down</Trans>
        </Button>
        <Button variant="secondary" onClick={onDuplicate} aria-label={t`Duplicate question ${questionNumber}`}>
          <Trans>Duplicate</Trans>
        </Button>
        <Button
          variant="danger"
          onClick={onDelete}
          disabled={count === 1}
          aria-label={t`Delete question ${questionNumber}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
