import { LIVE_QUESTION_KINDS, LIVE_QUESTION_LIMITS, type LiveQuestionKind } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import type { SettingsForm } from '../api/settings-form';
import { LIVE_QUESTION_KIND_NAMES } from './poll-texts';

const openAnswerMax = LIVE_QUESTION_LIMITS.openAnswerMax;
const KIND_HINTS: Record<LiveQuestionKind, MessageDescriptor> = {
  wordCloud: msg`Each participant gives a few words; the room sees them grow into a cloud.`,
  scale: msg`Each participant picks a point; the room sees the average and the distribution.`,
  openAnswer: msg`Each participant writes up to ${openAnswerMax} characters, shown like comments.`,
};

export interface LiveQuestionSettingsFieldsProps {
  value: SettingsForm;
  /** Answers exist: the kind and settings no longer change. */
  locked: boolean;
  /** The editor's field messages, by path (`settings.max`). */
  error: (path: string) => string | null;
  onChange: (value: SettingsForm) => void;
}

/** The live question part of the editor: its kind, then a cloud's words per person or a scale's range and end labels. */
export function LiveQuestionSettingsFields({ value, locked, error, onChange }: LiveQuestionSettingsFieldsProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const set = <K extends keyof SettingsForm>(key: K, next: SettingsForm[K]) => onChange({ ...value, [key]: next });
  return (
    <fieldset className="stack" disabled={locked}>
      <legend>
        <Trans>Kind of question</Trans>
      </legend>
      {locked && (
        <p className="muted">
          <Trans>This question has answers: its kind and settings can no longer change.</Trans>
        </p>
      )}
      <FormField label={t`Kind`} error={error('settings')} hint={i18n._(KIND_HINTS[value.kind])}>
        <select value={value.kind} onChange={(e) => set('kind', e.target.value as LiveQuestionKind)}>
          {LIVE_QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(LIVE_QUESTION_KIND_NAMES[kind])}
            </option>
          ))}
        </select>
      </FormField>
      {value.kind === 'wordCloud' && (
        <FormField label={t`Words per person`} error={error('settings.maxEntries')}>
          <select value={value.maxEntries} onChange={(e) => set('maxEntries', e.target.value)}>
            {Array.from({ length: LIVE_QUESTION_LIMITS.cloudEntriesMax }, (_, i) => String(i + 1)).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {value.kind === 'scale' && (
        <div className="poll-editor__row">
          <FormField label={t`From`} error={error('settings.min')}>
            <select value={value.min} onChange={(e) => set('min', e.target.value)}>
              {LIVE_QUESTION_LIMITS.scaleMinValues.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={t`To`}
            error={error('settings.max')}
            hint={`${LIVE_QUESTION_LIMITS.scaleMaxLow}–${LIVE_QUESTION_LIMITS.scaleMaxHigh}`}
          >
            <input
              type="number"
              inputMode="numeric"
              min={LIVE_QUESTION_LIMITS.scaleMaxLow}
              max={LIVE_QUESTION_LIMITS.scaleMaxHigh}
              value={value.max}
              onChange={(e) => set('max', e.target.value)}
            />
          </FormField>
          <FormField label={t`Low end’s label (optional)`} error={error('settings.minLabel')}>
            <input value={value.minLabel} onChange={(e) => set('minLabel', e.target.value)} />
          </FormField>
          <FormField label={t`High end’s label (optional)`} error={error('settings.maxLabel')}>
            <input value={value.maxLabel} onChange={(e) => set('maxLabel', e.target.value)} />
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
