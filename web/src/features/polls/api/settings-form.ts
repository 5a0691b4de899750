import {
  LIVE_QUESTION_LIMITS,
  type LiveQuestionKind,
  type LiveQuestionSettings,
  type Translations,
} from '@civic/domain';

/** A live question's kind and settings as the editor holds them (inputs give strings). */
export interface SettingsForm {
  kind: LiveQuestionKind;
  maxEntries: string;
  min: string;
  max: string;
  minLabel: string;
  maxLabel: string;
  /** A scale's end labels in other languages, as typed. */
  translations: Translations<'minLabel' | 'maxLabel'>;
}

/** The editor's starting values: the question's settings, or a word cloud of 3 words and a 1–5 scale. */
export function initialSettings(settings: LiveQuestionSettings | null): SettingsForm {
  return {
    kind: settings?.kind ?? 'wordCloud',
    maxEntries: String(settings?.kind === 'wordCloud' ? settings.maxEntries : LIVE_QUESTION_LIMITS.cloudEntriesMax),
    min: String(settings?.kind === 'scale' ? settings.min : 1),
    max: String(settings?.kind === 'scale' ? settings.max : 5),
    minLabel: settings?.kind === 'scale' ? settings.minLabel : '',
    maxLabel: settings?.kind === 'scale' ? settings.maxLabel : '',
    translations: (settings?.kind === 'scale' && settings.translations) || {},
  };
}

/** What the editor sends for the chosen kind; pollInputSchema judges it (field messages at `settings.…`). */
export function settingsInput(form: SettingsForm): LiveQuestionSettings {
  if (form.kind === 'wordCloud') return { kind: 'wordCloud', maxEntries: Number(form.maxEntries) };
  if (form.kind === 'scale') {
    return {
      kind: 'scale',
      // The schema's own message names a start other than 0 or 1.
      min: Number(form.min) as 0 | 1,
      max: form.max.trim() === '' ? Number.NaN : Number(form.max),
      minLabel: form.minLabel,
      maxLabel: form.maxLabel,
      translations: form.translations,
    };
  }
  return { kind: 'openAnswer' };
}
