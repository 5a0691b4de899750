import { useLingui } from '@lingui/react/macro';
import { chooseLanguage } from '@/lib/i18n/i18n';
import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  PSEUDO_LANGUAGE,
  PSEUDO_LANGUAGE_NAME,
  pseudoLanguageAllowed,
  type UiLanguage,
} from '@/lib/i18n/languages';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The language menu in every layout's header (docs/languages.md). Each language is named in its
 * own script and marked with its `lang`, so a screen reader says "Español" in Spanish whatever
 * the page's language. Like the theme switch, disabled while a prerendered page is bare HTML.
 */
export function LanguageMenu({ onChosen }: { onChosen?: (language: UiLanguage) => void }) {
  const { i18n, t } = useLingui();
  const hydrated = useHydrated();
  const choose = (language: UiLanguage) => {
    void chooseLanguage(language);
    onChosen?.(language);
  };
  return (
    <label className="language-menu">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        id="language"
        name="language"
        value={i18n.locale}
        disabled={!hydrated}
        onChange={(event) => choose(event.target.value as UiLanguage)}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
        {pseudoLanguageAllowed && (
          <option value={PSEUDO_LANGUAGE} lang="en-XA">
            {PSEUDO_LANGUAGE_NAME}
          </option>
        )}
      </select>
    </label>
  );
}
