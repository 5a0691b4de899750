import {
  BALLOT_LIMITS,
  CENSUS_MODES,
  PASS_RULES,
  authorLanguage,
  ballotInputSchema,
  type BallotInput,
  type LanguageCode,
  type CensusMode,
  type PassRule,
} from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { OtherLanguages, type VersionField } from '@/components/versions/other-languages';
import { defaultAuthorLanguage, versionsInput, withVersion } from '@/components/versions/versions-form';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-local';
import { useSchemaForm } from '@/lib/use-schema-form';
import { formatNumber } from '@/lib/i18n/format';
import { CENSUS_NAMES, PASS_RULE_NAMES } from '../api/ballot-labels';
import { saveBallot } from '../api/save-ballot';
import type { BallotView } from '../api/ballot-view';

const HOUR = 3_600_000;

type Form = Omit<BallotInput, 'opensAt' | 'closesAt' | 'language'> & {
  opensAt: string;
  closesAt: string;
  /** The language title, introduction and articles are written in. */
  language: LanguageCode;
};

function initial(ballot: BallotView | null, reader: string): Form {
  const now = Date.now();
  return {
    title: ballot?.title ?? '',
    introduction: ballot?.introduction ?? '',
    language: ballot ? authorLanguage(ballot) : defaultAuthorLanguage(reader),
    translations: ballot?.translations ?? {},
    articles: ballot?.articles.map((a) => ({ ...a })) ?? [{ title: '', text: '' }],
    opensAt: toLocalInput(ballot?.opensAtMs ?? now),
    closesAt: toLocalInput(ballot?.closesAtMs ?? now + 24 * HOUR),
    censusMode: ballot?.censusMode ?? 'eligible',
    passRule: ballot?.passRule ?? 'simple-majority',
  };
}

/** Create / edit a draft ballot; validated with the callable's schema, field by field. */
export function BallotEditor({ ballot, onDone }: { ballot: BallotView | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(() => initial(ballot, i18n.locale));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setArticle = (index: number, field: 'title' | 'text', value: string) =>
    set(
      'articles',
      form.articles.map((a, i) => (i === index ? { ...a, [field]: value } : a)),
    );

  const { pending, submit, error } = useSchemaForm({
    schema: ballotInputSchema,
    save: (input) => saveBallot(ballot?.id ?? null, input),
    saved: ballot ? t`Ballot saved.` : t`Ballot created as a draft.`,
    failed: t`The ballot could not be saved.`,
    onDone,
  });
  const input = () => ({
    ...form,
    translations: versionsInput(form.language, form.translations),
    articles: form.articles.map((article) => ({
      ...article,
      translations: versionsInput(form.language, article.translations),
    })),
    opensAt: fromLocalInput(form.opensAt),
    closesAt: fromLocalInput(form.closesAt),
  });
  /** A version's fields: title and introduction, then each article's title and text. */
  const versionFields = (code: LanguageCode): VersionField[] => [
    ...(['title', 'introduction'] as const).map((field) => ({
      key: field,
      label: field === 'title' ? t`Ballot title` : t`Introduction (optional)`,
      value: form.translations?.[code]?.[field] ?? '',
      onChange: (text: string) => set('translations', withVersion(form.translations ?? {}, code, field, text)),
      error: error(`translations.${code}.${field}`),
      multiline: field === 'introduction',
    })),
    ...form.articles.flatMap((article, index) => {
      const number = formatNumber(index + 1);
      return (['title', 'text'] as const).map((field) => ({
        key: `${article.id ?? `new-${index}`}-${field}`,
        label: field === 'title' ? t`Article ${number} title` : t`Article ${number} text`,
        value: article.translations?.[code]?.[field] ?? '',
        onChange: (text: string) =>
          set(
            'articles',
            form.articles.map((a, i) =>
              i === index ? { ...a, translations: withVersion(a.translations ?? {}, code, field, text) } : a,
            ),
          ),
        error:
          error(`articles.${index}.translations.${code}.${field}`) ?? error(`articles.${index}.translations.${code}`),
        multiline: field === 'text',
      }));
    }),
  ];

  const heading = ballot ? t`Edit ballot` : t`New ballot`;
  return (
    <form
      className="card stack ballot-editor"
      onSubmit={(event) => void submit(event, input())}
      noValidate
      aria-label={heading}
    >
      <h3>{heading}</h3>
      <FormField label={t`Ballot title`} error={error('title')}>
        <input dir="auto" value={form.title} onChange={(e) => set('title', e.target.value)} />
      </FormField>
      <FormField label={t`Introduction (optional)`} error={error('introduction')}>
        <textarea dir="auto" rows={3} value={form.introduction} onChange={(e) => set('introduction', e.target.value)} />
      </FormField>
      <fieldset className="ballot-editor__articles">
        <legend>
          <Trans>Articles (answered yes / no / abstain)</Trans>
        </legend>
        {error('articles') && <p className="field__error">{error('articles')}</p>}
        {form.articles.map((article, index) => {
          const number = formatNumber(index + 1);
          return (
            <div className="ballot-editor__article" key={article.id ?? `new-${index}`}>
              <FormField label={t`Article ${number} title`} error={error(`articles.${index}.title`)}>
                <input dir="auto" value={article.title} onChange={(e) => setArticle(index, 'title', e.target.value)} />
              </FormField>
              <FormField label={t`Article ${number} text`} error={error(`articles.${index}.text`)}>
                <textarea
                  dir="auto"
                  rows={3}
                  value={article.text}
                  onChange={(e) => setArticle(index, 'text', e.target.value)}
                />
              </FormField>
              {form.articles.length > BALLOT_LIMITS.articlesMin && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    set(
                      'articles',
                      form.articles.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={t`Remove article ${number}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
            </div>
          );
        })}
        {form.articles.length < BALLOT_LIMITS.articlesMax && (
          <Button variant="secondary" onClick={() => set('articles', [...form.articles, { title: '', text: '' }])}>
            <Trans>Add article</Trans>
          </Button>
        )}
      </fieldset>
      <OtherLanguages
        language={form.language}
        onLanguageChange={(language) => set('language', language)}
        versionError={(code) => error(`translations.${code}`)}
        fields={versionFields}
      />
      <div className="ballot-editor__row">
        <FormField label={t`Voting opens`} error={error('opensAt')}>
          <input type="datetime-local" value={form.opensAt} onChange={(e) => set('opensAt', e.target.value)} />
        </FormField>
        <FormField label={t`Voting closes`} error={error('closesAt')}>
          <input type="datetime-local" value={form.closesAt} onChange={(e) => set('closesAt', e.target.value)} />
        </FormField>
      </div>
      <div className="ballot-editor__row">
        <FormField label={t`Census`} hint={t`Frozen when the ballot opens.`}>
          <select value={form.censusMode} onChange={(e) => set('censusMode', e.target.value as CensusMode)}>
            {CENSUS_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {i18n._(CENSUS_NAMES[mode])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t`Pass threshold`}>
          <select value={form.passRule} onChange={(e) => set('passRule', e.target.value as PassRule)}>
            {PASS_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {i18n._(PASS_RULE_NAMES[rule])}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="ballot-actions">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" pending={pending} pendingLabel={t`Saving…`}>
          {ballot ? <Trans>Save ballot</Trans> : <Trans>Create ballot</Trans>}
        </Button>
      </div>
    </form>
  );
}
