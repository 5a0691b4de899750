import { fieldErrorsOf, liveResponseProblem, type LiveQuestionSettings, type LiveResponse } from '@civic/domain';
import { plural, t } from '@lingui/core/macro';
import { fieldMessage } from '@/lib/i18n/field-messages';

export type LiveResponseErrors = Partial<Record<string, string>>;

/** The response the form holds now, by kind (entries left empty are not sent). */
export type LiveResponseDraft = { entries: string[]; value: number | null; text: string };

/** The boxes a participant filled in, by their place in the form. */
const filledBoxes = (entries: readonly string[]) => entries.flatMap((entry, box) => (entry.trim() === '' ? [] : [box]));

function responseOf(settings: LiveQuestionSettings, draft: LiveResponseDraft): unknown {
  if (settings.kind === 'wordCloud') {
    return { kind: 'wordCloud', entries: filledBoxes(draft.entries).map((box) => draft.entries[box]) };
  }
  if (settings.kind === 'scale') return { kind: 'scale', value: draft.value };
  return { kind: 'openAnswer', text: draft.text };
}

/** The schema's `entries.1` is the second filled box, which is not the second box when one was left empty. */
function inBoxes(errors: LiveResponseErrors, entries: readonly string[]): LiveResponseErrors {
  const boxes = filledBoxes(entries);
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const sent = /^entries\.(\d+)$/.exec(path);
      return [sent ? `entries.${boxes[Number(sent[1])]}` : path, message];
    }),
  );
}

/**
 * The domain's sentence for a problem (liveResponseProblem, English: the callable answers with it)
 * in the reader's language, recognised by its English text; one not listed here stays English.
 */
function problemText(problem: string, settings: LiveQuestionSettings): string {
  if (problem === 'This answer does not fit the question.') return t`This answer does not fit the question.`;
  if (problem === 'Give at least one word.') return t`Give at least one word.`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the domain's English, matched
  if (settings.kind === 'wordCloud' && problem.startsWith('Give ')) {
    return t`${plural(settings.maxEntries, { one: 'Give one entry.', other: 'Give at most # entries.' })}`;
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the domain's English, matched
  if (settings.kind === 'scale' && problem.startsWith('Choose a point')) {
    const { min, max } = settings;
    return t`Choose a point from ${min} to ${max}.`;
  }
  return problem;
}

/**
 * The browser's check of an answer, with the callable's own schema and the question's settings:
 * the messages a participant reads at each field (`entries.1`, `value`, `text`) or for the whole
 * answer (`form`). The server checks again (docs/live-questions.md). The schema loads with the
 * first check, not with the room.
 */
export async function checkLiveResponse(
  settings: LiveQuestionSettings,
  draft: LiveResponseDraft,
): Promise<{ response: LiveResponse } | { errors: LiveResponseErrors }> {
  const { liveResponseSchema } = await import('./live-response-schema');
  const parsed = liveResponseSchema.safeParse(responseOf(settings, draft));
  if (!parsed.success) {
    const errors = inBoxes(fieldErrorsOf(parsed.error, fieldMessage), draft.entries);
    // A scale with nothing chosen: its value is null, which the schema calls "expected number".
    if (settings.kind === 'scale' && draft.value === null) errors.value = t`Choose a point on the scale.`;
    if (errors.entries) errors.form = `${errors.entries}.`;
    return { errors };
  }
  const problem = liveResponseProblem(settings, parsed.data);
  return problem ? { errors: { form: problemText(problem, settings) } } : { response: parsed.data };
}
