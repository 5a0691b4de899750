import { LANGUAGE_CODES, type LanguageCode } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { directionOf, LANGUAGE_NAMES } from '@/lib/i18n/languages';
import './versions.css';

/** One field of one language's version, as the editor gives it. */
export interface VersionField {
  key: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  multiline?: boolean;
  /** Kept as it is (a poll's options once it has votes). */
  disabled?: boolean;
}

export interface OtherLanguagesProps {
  /** The language the editor's own fields are written in. */
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  /** The fields of the version in `code` (a language other than `language`). */
  fields: (code: LanguageCode) => VersionField[];
  /** An error about a whole version (a version in the text's own language). */
  versionError?: (code: LanguageCode) => string | null;
  disabled?: boolean;
}

/**
 * "Other languages" of an editor: which language the text above is written in, and a version of
 * its fields in each other language the product speaks. Open when a version exists, so an admin
 * editing one sees it. Each version's inputs carry its language and direction.
 */
export function OtherLanguages({ language, onLanguageChange, fields, versionError, disabled }: OtherLanguagesProps) {
  const { t } = useLingui();
  const others = LANGUAGE_CODES.filter((code) => code !== language);
  const written = others.some((code) => fields(code).some((field) => field.value.trim()));
  return (
    <details className="other-languages" open={written || undefined}>
      <summary>
        <Trans>Other languages</Trans>
      </summary>
      <p className="muted">
        <Trans>Each reader sees the version in their language, or the text above when there is none.</Trans>
      </p>
      <FormField label={t`The text above is written in`}>
        <select value={language} disabled={disabled} onChange={(e) => onLanguageChange(e.target.value as LanguageCode)}>
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </FormField>
      {others.map((code) => (
        <fieldset key={code} className="other-languages__version" disabled={disabled}>
          <legend lang={code}>{LANGUAGE_NAMES[code]}</legend>
          {versionError?.(code) && <p className="field__error">{versionError(code)}</p>}
          {fields(code).map((field) => (
            <FormField
              key={field.key}
              // The language in the field's name too ("Title Español"): each version's field is named apart.
              label={
                <>
                  {field.label}
                  <span className="visually-hidden" lang={code}>
                    {' '}
                    {LANGUAGE_NAMES[code]}
                  </span>
                </>
              }
              error={field.error}
            >
              {field.multiline ? (
                <textarea
                  rows={2}
                  disabled={field.disabled}
                  lang={code}
                  dir={directionOf(code)}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                />
              ) : (
                <input
                  disabled={field.disabled}
                  lang={code}
                  dir={directionOf(code)}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                />
              )}
            </FormField>
          ))}
        </fieldset>
      ))}
    </details>
  );
}
