import { LIVE_QUESTION_LIMITS, type LiveQuestionSettings, type LiveResponse, type ScaleSettings } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { formatNumber } from '@/lib/i18n/format';
import { langOf } from '@/lib/i18n/versions';
import { scalePointName } from '../api/scale-point-name';
import { checkLiveResponse, type LiveResponseDraft, type LiveResponseErrors } from '../api/check-live-response';
import { ScaleEnds } from './scale-distribution';
import '../live-questions.css';

function CloudFields({
  maxEntries,
  entries,
  errors,
  onChange,
}: {
  maxEntries: number;
  entries: string[];
  errors: LiveResponseErrors;
  onChange: (entries: string[]) => void;
}) {
  const { t } = useLingui();
  const most = LIVE_QUESTION_LIMITS.cloudEntryMax;
  const wordLabel = (index: number) => {
    const place = index + 1;
    return maxEntries === 1 ? t`Your word` : t`Word ${place} of ${maxEntries}`;
  };
  return (
    <div className="live-response__entries">
      {entries.map((entry, index) => (
        <FormField key={index} label={wordLabel(index)} error={errors[`entries.${index}`]}>
          <input
            value={entry}
            autoComplete="off"
            maxLength={LIVE_QUESTION_LIMITS.cloudEntryMax * 2}
            onChange={(e) => onChange(entries.map((old, i) => (i === index ? e.target.value : old)))}
          />
        </FormField>
      ))}
      <p className="field__hint">
        {maxEntries > 1 ? (
          <Trans>A word or a short phrase each, up to {most} characters. Leave a box empty to give fewer.</Trans>
        ) : (
          <Trans>A word or a short phrase, up to {most} characters.</Trans>
        )}
      </p>
    </div>
  );
}

function ScaleFields({
  settings,
  poll,
  value,
  question,
  error,
  onChange,
}: {
  settings: ScaleSettings;
  poll: object;
  value: number | null;
  question: string;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  const name = useId();
  const points = Array.from({ length: settings.max - settings.min + 1 }, (_, i) => settings.min + i);
  return (
    <fieldset className="live-response__scale" aria-invalid={error ? true : undefined}>
      <legend className="visually-hidden" lang={langOf(poll, 'question')}>
        {question}
      </legend>
      <div className="live-response__points">
        {points.map((point) => (
          <label key={point} className="live-response__point">
            <input
              type="radio"
              name={name}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
              aria-label={scalePointName(settings, point)}
            />
            <span>{point}</span>
          </label>
        ))}
      </div>
      <ScaleEnds settings={settings} poll={poll} />
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}

export interface LiveResponseFormProps {
  settings: LiveQuestionSettings;
  question: string;
  /** The live question as shown (the language of its question and labels). */
  poll: object;
  /** Sends the answer (submitLiveResponse); a refusal is shown as its sentence and the form kept. */
  send: (response: LiveResponse) => Promise<unknown>;
}

/**
 * A participant's answer to a live question: up to N words, a point on the scale, or a short
 * text. Checked in the browser with the callable's schema for field messages; the server decides,
 * and its refusal is shown in words with everything typed kept.
 */
export function LiveResponseForm({ settings, question, poll, send }: LiveResponseFormProps) {
  const [draft, setDraft] = useState<LiveResponseDraft>(() => ({
    entries: Array.from({ length: settings.kind === 'wordCloud' ? settings.maxEntries : 0 }, () => ''),
    value: null,
    text: '',
  }));
  const { t } = useLingui();
  const [errors, setErrors] = useState<LiveResponseErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const counterId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkLiveResponse(settings, draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setRefusal(null);
    setPending(true);
    try {
      await send(checked.response);
    } catch (error) {
      setRefusal(functionErrorMessage(error, t`Your answer could not be sent; try again.`));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="stack live-response" onSubmit={submit} noValidate aria-label={t`Your answer: ${question}`}>
      {settings.kind === 'wordCloud' && (
        <CloudFields
          maxEntries={settings.maxEntries}
          entries={draft.entries}
          errors={errors}
          onChange={(entries) => setDraft((d) => ({ ...d, entries }))}
        />
      )}
      {settings.kind === 'scale' && (
        <ScaleFields
          settings={settings}
          poll={poll}
          value={draft.value}
          question={question}
          error={errors.value}
          onChange={(value) => setDraft((d) => ({ ...d, value }))}
        />
      )}
      {settings.kind === 'openAnswer' && (
        <FormField label={t`Your answer`} error={errors.text}>
          <textarea
            rows={3}
            value={draft.text}
            maxLength={LIVE_QUESTION_LIMITS.openAnswerMax * 2}
            aria-describedby={counterId}
            onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
          />
        </FormField>
      )}
      {settings.kind === 'openAnswer' && (
        <p id={counterId} className="muted live-response__count">
          {formatNumber(draft.text.trim().length)} / {formatNumber(LIVE_QUESTION_LIMITS.openAnswerMax)}
        </p>
      )}
      <div aria-live="polite">
        {errors.form && <p className="field__error">{errors.form}</p>}
        {refusal && (
          <p className="alert alert--error" role="alert">
            {refusal}
          </p>
        )}
      </div>
      <p className="muted">
        <Trans>You can answer once: your answer is final when sent.</Trans>
      </p>
      <Button type="submit" pending={pending} pendingLabel={t`Sending…`}>
        <Trans>Send answer</Trans>
      </Button>
    </form>
  );
}
