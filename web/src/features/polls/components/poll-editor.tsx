import {
  POLL_LIMITS,
  RESULTS_VISIBILITIES,
  authorLanguage,
  pollInputSchema,
  type LanguageCode,
  type PollInput,
  type PollVersionField,
  type ResultsVisibility,
  type Translations,
} from '@civic/domain';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { OtherLanguages, type VersionField } from '@/components/versions/other-languages';
import { defaultAuthorLanguage, versionsInput, withVersion } from '@/components/versions/versions-form';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-local';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { PollView } from '../api/poll-view';
import type { PollGroup } from '../api/poll-groups';
import { savePoll } from '../api/save-poll';
import { initialSettings, settingsInput, type SettingsForm } from '../api/settings-form';
import { LiveQuestionSettingsFields } from './live-question-settings';
import { POLL_GROUP_TEXTS } from './poll-group-texts';
import { VISIBILITY_LABELS } from './poll-texts';

interface FormState {
  question: string;
  description: string;
  /** The language question, description and options are written in, and their other versions. */
  language: LanguageCode;
  translations: Translations<PollVersionField>;
  options: { id?: string; label: string; translations?: Translations<'label'> }[];
  published: boolean;
  opensAt: string;
  closesAt: string;
  resultsVisibility: ResultsVisibility;
  sponsorName: string;
  sponsorLogoUrl: string;
  sponsorLink: string;
  /** Live questions: the kind and its settings as typed. */
  settings: SettingsForm;
}

function initialState(poll: PollView | null, reader: string): FormState {
  const now = Date.now();
  return {
    question: poll?.question ?? '',
    description: poll?.description ?? '',
    language: poll ? authorLanguage(poll) : defaultAuthorLanguage(reader),
    translations: poll?.translations ?? {},
    options: poll?.options.map((o) => ({ ...o })) ?? [{ label: '' }, { label: '' }],
    published: poll?.published ?? false,
    opensAt: toLocalInput(poll?.opensAtMs ?? now),
    closesAt: toLocalInput(poll?.closesAtMs ?? now + 60 * 60_000),
    resultsVisibility: poll?.resultsVisibility ?? 'live',
    sponsorName: poll?.sponsor?.name ?? '',
    sponsorLogoUrl: poll?.sponsor?.logoUrl ?? '',
    sponsorLink: poll?.sponsor?.link ?? '',
    settings: initialSettings(poll?.settings ?? null),
  };
}

function toInput(group: PollGroup, form: FormState): PollInput {
  const question = group === 'question';
  const settings = question ? settingsInput(form.settings) : null;
  return {
    kind: question ? form.settings.kind : group,
    question: form.question,
    description: form.description,
    language: form.language,
    translations: versionsInput(form.language, form.translations),
    options: question
      ? []
      : form.options.map((option) => ({ ...option, translations: versionsInput(form.language, option.translations) })),
    published: form.published,
    opensAt: fromLocalInput(form.opensAt),
    closesAt: fromLocalInput(form.closesAt),
    resultsVisibility: form.resultsVisibility,
    sponsor: group === 'ad' ? { name: form.sponsorName, logoUrl: form.sponsorLogoUrl, link: form.sponsorLink } : null,
    settings:
      settings?.kind === 'scale'
        ? { ...settings, translations: versionsInput(form.language, settings.translations) }
        : settings,
  };
}

export interface PollEditorProps {
  group: PollGroup;
  /** The poll being edited, or null for a new one. */
  poll: PollView | null;
  /** Whether votes or answers exist: the options, a live question's kind and settings are then frozen. */
  answersLocked: boolean;
  onDone: () => void;
}

/**
 * Create / edit form. Validated with the same schema as the callable, field by field; the
 * server validates again and its message is shown if it still refuses.
 */
export function PollEditor({ group, poll, answersLocked, onDone }: PollEditorProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const texts = POLL_GROUP_TEXTS[group];
  const [form, setForm] = useState(() => initialState(poll, i18n.locale));
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { pending, submit, error } = useSchemaForm({
    schema: pollInputSchema,
    save: (input) => savePoll(poll?.id ?? null, input),
    saved: i18n._(poll ? texts.saved : texts.created),
    failed: i18n._(texts.saveFailed),
    onDone,
  });

  const heading = i18n._(poll ? texts.edit : texts.createNew);
  const optionLabel = (index: number) => {
    const place = index + 1;
    return t`Option ${place}`;
  };
  const removeLabel = (index: number) => {
    const place = index + 1;
    return t`Remove option ${place}`;
  };
  const { questionMax, optionsMin, optionsMax, optionLabelMax } = POLL_LIMITS;
  /** A version's fields: question and description, and each option's label (frozen with the options). */
  const versionFields = (code: LanguageCode): VersionField[] => [
    ...(['question', 'description'] as const).map((field) => ({
      key: field,
      label: field === 'question' ? t`Question` : t`Description (optional)`,
      value: form.translations[code]?.[field] ?? '',
      onChange: (text: string) => set('translations', withVersion(form.translations, code, field, text)),
      error: error(`translations.${code}.${field}`),
      multiline: field === 'description',
    })),
    ...(group === 'question' ? [] : form.options).map((option, index) => ({
      key: option.id ?? `new-${index}`,
      label: optionLabel(index),
      value: option.translations?.[code]?.label ?? '',
      onChange: (text: string) =>
        set(
          'options',
          form.options.map((o, i) =>
            i === index ? { ...o, translations: withVersion(o.translations ?? {}, code, 'label', text) } : o,
          ),
        ),
      error: error(`options.${index}.translations.${code}.label`) ?? error(`options.${index}.translations.${code}`),
      disabled: answersLocked,
    })),
    // A scale's end labels, frozen with its settings once it has answers.
    ...(group === 'question' && form.settings.kind === 'scale' ? (['minLabel', 'maxLabel'] as const) : []).map(
      (field) => ({
        key: field,
        label: field === 'minLabel' ? t`Low end’s label (optional)` : t`High end’s label (optional)`,
        value: form.settings.translations[code]?.[field] ?? '',
        onChange: (text: string) =>
          set('settings', {
            ...form.settings,
            translations: withVersion(form.settings.translations, code, field, text),
          }),
        error: error(`settings.translations.${code}.${field}`) ?? error(`settings.translations.${code}`),
        disabled: answersLocked,
      }),
    ),
  ];
  return (
    <form
      className="card stack poll-editor"
      onSubmit={(event) => void submit(event, toInput(group, form))}
      noValidate
      aria-label={heading}
    >
      <h2>{heading}</h2>
      <FormField label={t`Question`} error={error('question')} hint={t`Up to ${questionMax} characters.`}>
        <input value={form.question} onChange={(e) => set('question', e.target.value)} />
      </FormField>
      <FormField label={t`Description (optional)`} error={error('description')}>
        <textarea rows={2} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </FormField>

      {group === 'question' ? (
        <LiveQuestionSettingsFields
          value={form.settings}
          locked={answersLocked}
          error={error}
          onChange={(settings) => set('settings', settings)}
        />
      ) : (
        <fieldset className="poll-editor__options" disabled={answersLocked}>
          <legend>
            <Trans>Options</Trans>
          </legend>
          {answersLocked && (
            <p className="muted">
              <Trans>This poll has votes: its options can no longer change.</Trans>
            </p>
          )}
          {form.options.map((option, index) => (
            <div className="poll-editor__option" key={option.id ?? `new-${index}`}>
              <FormField label={optionLabel(index)} error={error(`options.${index}.label`)}>
                <input
                  value={option.label}
                  maxLength={POLL_LIMITS.optionLabelMax + 20}
                  onChange={(e) =>
                    set(
                      'options',
                      form.options.map((o, i) => (i === index ? { ...o, label: e.target.value } : o)),
                    )
                  }
                />
              </FormField>
              <Button
                variant="secondary"
                aria-label={removeLabel(index)}
                disabled={form.options.length <= POLL_LIMITS.optionsMin}
                onClick={() =>
                  set(
                    'options',
                    form.options.filter((_, i) => i !== index),
                  )
                }
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
          ))}
          {error('options') && <p className="field__error">{error('options')}</p>}
          <Button
            variant="secondary"
            disabled={form.options.length >= POLL_LIMITS.optionsMax}
            onClick={() => set('options', [...form.options, { label: '' }])}
          >
            <Trans>Add option</Trans>
          </Button>
          <p className="field__hint">
            <Trans>
              {optionsMin}–{optionsMax} options, up to {optionLabelMax} characters each.
            </Trans>
          </p>
        </fieldset>
      )}

      <OtherLanguages
        language={form.language}
        onLanguageChange={(language) => set('language', language)}
        versionError={(code) => error(`translations.${code}`)}
        fields={(code) => versionFields(code)}
      />

      <div className="poll-editor__row">
        <FormField label={t`Opens`} error={error('opensAt')}>
          <input type="datetime-local" value={form.opensAt} onChange={(e) => set('opensAt', e.target.value)} />
        </FormField>
        <FormField label={t`Closes`} error={error('closesAt')}>
          <input type="datetime-local" value={form.closesAt} onChange={(e) => set('closesAt', e.target.value)} />
        </FormField>
        <FormField label={t`Results visible`} error={error('resultsVisibility')}>
          <select
            value={form.resultsVisibility}
            onChange={(e) => set('resultsVisibility', e.target.value as ResultsVisibility)}
          >
            {RESULTS_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {i18n._(VISIBILITY_LABELS[v])}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      {group === 'ad' && (
        <fieldset className="stack">
          <legend>
            <Trans>Sponsor</Trans>
          </legend>
          {error('sponsor') && <p className="field__error">{error('sponsor')}</p>}
          <FormField label={t`Sponsor name`} error={error('sponsor.name')}>
            <input value={form.sponsorName} onChange={(e) => set('sponsorName', e.target.value)} />
          </FormField>
          <FormField label={t`Logo image URL`} error={error('sponsor.logoUrl')} hint="https://…">
            <input type="url" value={form.sponsorLogoUrl} onChange={(e) => set('sponsorLogoUrl', e.target.value)} />
          </FormField>
          <FormField label={t`Sponsor link`} error={error('sponsor.link')} hint="https://…">
            <input type="url" value={form.sponsorLink} onChange={(e) => set('sponsorLink', e.target.value)} />
          </FormField>
        </fieldset>
      )}

      <label className="poll-editor__check">
        <input type="checkbox" checked={form.published} onChange={(e) => set('published', e.target.checked)} />{' '}
        <Trans>Published (voters see it on its schedule; unchecked keeps it a draft)</Trans>
      </label>

      <div className="poll-editor__actions">
        <Button type="submit" pending={pending} pendingLabel={t`Saving…`}>
          {poll ? t`Save changes` : i18n._(texts.create)}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
