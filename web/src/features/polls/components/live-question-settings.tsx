import {
  LIVE_QUESTION_KINDS,
  LIVE_QUESTION_KIND_LABELS,
  LIVE_QUESTION_LIMITS,
  type LiveQuestionKind,
} from '@civic/domain';
import { FormField } from '@/components/ui/form-field';
import type { SettingsForm } from '../api/settings-form';

const KIND_HINTS: Record<LiveQuestionKind, string> = {
  wordCloud: 'Each participant gives a few words; the room sees them grow into a cloud.',
  scale: 'Each participant picks a point; the room sees the average and the distribution.',
  openAnswer: `Each participant writes up to ${LIVE_QUESTION_LIMITS.openAnswerMax} characters, shown like comments.`,
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
  const set = <K extends keyof SettingsForm>(key: K, next: SettingsForm[K]) => onChange({ ...value, [key]: next });
  return (
    <fieldset className="stack" disabled={locked}>
      <legend>Kind of question</legend>
      {locked && <p className="muted">This question has answers: its kind and settings can no longer change.</p>}
      <FormField label="Kind" error={error('settings')} hint={KIND_HINTS[value.kind]}>
        <select value={value.kind} onChange={(e) => set('kind', e.target.value as LiveQuestionKind)}>
          {LIVE_QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LIVE_QUESTION_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      {value.kind === 'wordCloud' && (
        <FormField label="Words per person" error={error('settings.maxEntries')}>
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
          <FormField label="From" error={error('settings.min')}>
            <select value={value.min} onChange={(e) => set('min', e.target.value)}>
              {LIVE_QUESTION_LIMITS.scaleMinValues.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="To"
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
          <FormField label="Low end’s label (optional)" error={error('settings.minLabel')}>
            <input value={value.minLabel} onChange={(e) => set('minLabel', e.target.value)} />
          </FormField>
          <FormField label="High end’s label (optional)" error={error('settings.maxLabel')}>
            <input value={value.maxLabel} onChange={(e) => set('maxLabel', e.target.value)} />
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
