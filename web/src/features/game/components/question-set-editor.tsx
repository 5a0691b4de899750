import { questionSetInputSchema, type GameQuestionInput, type QuestionSetInput } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { fieldMessage } from '@/lib/i18n/field-messages';
import { notify } from '@/lib/notifications';
import { saveQuestionSet } from '../api/save-question-set';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { QuestionFields } from './question-fields';

export const blankQuestion = (): GameQuestionInput => ({
  text: '',
  answers: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
  timeLimitSec: 20,
  imageUrl: '',
  explanation: '',
});

/** Field messages by path ("title", "questions.0.answers.1.text"…), from the shared schema, in the reader's language. */
function errorsByPath(input: QuestionSetInput): Record<string, string> {
  const parsed = questionSetInputSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= fieldMessage(issue);
  return errors;
}

function scoped(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

/**
 * Create or edit a question set: reorder, duplicate and delete questions, then save once. Without
 * `initial`, a new set with one blank question.
 */
export function QuestionSetEditor({
  setId,
  initial,
  onDone,
}: {
  setId?: string;
  initial?: QuestionSetInput;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => initial ?? { title: '', questions: [blankQuestion()] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const questions = draft.questions;
  const setQuestions = (next: GameQuestionInput[]) => setDraft({ ...draft, questions: next });

  function move(index: number, by: -1 | 1) {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setQuestions(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = errorsByPath(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setError(null);
    try {
      await saveQuestionSet({ setId, set: questionSetInputSchema.parse(draft) });
      notify.success(t`Question set saved.`);
      onDone();
    } catch (failure) {
      setError(functionErrorMessage(failure, t`The question set could not be saved.`));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="game-panel"
      onSubmit={submit}
      noValidate
      aria-label={setId ? t`Edit question set` : t`New question set`}
    >
      <FormField label={t`Set title`} error={errors.title}>
        <input dir="auto" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </FormField>
      {errors.questions && <p className="field__error">{errors.questions}</p>}
      {questions.map((question, index) => (
        <QuestionFields
          key={index}
          question={question}
          number={index + 1}
          count={questions.length}
          errors={scoped(errors, `questions.${index}.`)}
          onChange={(next) => setQuestions(questions.map((q, i) => (i === index ? next : q)))}
          onMove={(by) => move(index, by)}
          onDuplicate={() =>
            setQuestions([...questions.slice(0, index + 1), structuredClone(question), ...questions.slice(index + 1)])
          }
          onDelete={() => setQuestions(questions.filter((_, i) => i !== index))}
        />
      ))}
      <ErrorAlert>{error}</ErrorAlert>
      <div className="game-row">
        <Button variant="secondary" onClick={() => setQuestions([...questions, blankQuestion()])}>
          <Trans>Add question</Trans>
        </Button>
        <Button type="submit" pending={pending} pendingLabel={t`Saving…`}>
          <Trans>Save set</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
