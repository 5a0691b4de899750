import {
  normaliseReceipt,
  type ArticleResult,
  type BallotRecordSummary,
  type BallotTextVersion,
  type PublishedRecord,
} from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ShareBar } from '@/components/charts/share-bar';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { directionOf, LANGUAGE_NAMES } from '@/lib/i18n/languages';
import { downloadText } from '@/lib/download';
import { formatNumber } from '@/lib/i18n/format';
import { ANSWER_NAMES, PASS_RULE_NAMES } from '../api/ballot-labels';
import { loadPublishedRecord } from '../api/load-published-record';
import { useRecordSummary } from '../api/use-record-summary';

// One decimal always ("50.0%"), so the shares of one article line up.
const percent = (part: number, whole: number) =>
  whole > 0
    ? formatNumber(part / whole, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : '—';
const COLORS = { yes: 'var(--success)', no: 'var(--danger)', abstain: 'var(--text-muted)' };
/** The ballot's own order, in the bar and its legend. */
const ANSWER_ORDER = ['yes', 'no', 'abstain'] as const;

function ArticleChart({ article, index, lang }: { article: ArticleResult; index: number; lang?: string }) {
  const { i18n } = useLingui();
  const total = article.yes + article.no + article.abstain;
  const number = formatNumber(index + 1);
  const title = article.title;
  const figure = (count: number) => `${formatNumber(count)} (${percent(count, total)})`;
  return (
    <article className="card stack result-article" aria-labelledby={`result-${article.id}`}>
      <div className="result-article__header">
        <h3 id={`result-${article.id}`}>
          <Trans>
            Article {number}: <bdi {...(lang ? { lang, dir: directionOf(lang) } : {})}>{title}</bdi>
          </Trans>
        </h3>
        {article.passed !== null && (
          <span className={`badge ${article.passed ? 'badge--pass' : 'badge--fail'}`}>
            {article.passed ? <Trans>Passed</Trans> : <Trans>Not passed</Trans>}
          </span>
        )}
      </div>
      {/* Shares from 0 % to 100 %; the figures are in text below (the drawing is hidden from screen readers). */}
      <ShareBar
        parts={ANSWER_ORDER.map((key) => ({
          name: i18n._(ANSWER_NAMES[key]),
          value: article[key],
          color: COLORS[key],
        }))}
      />
      <dl className="result-article__numbers">
        {ANSWER_ORDER.map((key) => (
          <div key={key}>
            <dt>{i18n._(ANSWER_NAMES[key])}</dt>
            <dd>{figure(article[key])}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The versions of the ballot's text voters read, each with its SHA-256, which the fingerprint covers. */
function TextVersions({ versions }: { versions: readonly BallotTextVersion[] }) {
  return (
    <div className="fingerprint">
      <p>
        <Trans>
          The fingerprint also covers the text each voter read, in every language (SHA-256 of each version):
        </Trans>
      </p>
      <ul>
        {versions.map(({ language, sha256 }) => (
          <li key={language}>
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>: <code dir="ltr">{sha256}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Download the record, check its fingerprint in the browser, and check a receipt: once results are
 * published this is the one receipt check (the ballot screen drops its own), finding the code in
 * the published record itself.
 */
function RecordTools({ summary, initialReceipt }: { summary: BallotRecordSummary; initialReceipt: string }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<{ record: PublishedRecord; fingerprintMatches: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState(initialReceipt);
  const [found, setFound] = useState<string | null>(null);

  async function load() {
    if (loaded) return loaded;
    setPending(true);
    setError(null);
    try {
      const result = await loadPublishedRecord(summary);
      setLoaded(result);
      return result;
    } catch {
      setError(t`The record could not be loaded. Try again in a moment.`);
      return null;
    } finally {
      setPending(false);
    }
  }
  async function download() {
    const result = await load();
    if (result)
      downloadText(
        `constitutional-vote-${summary.ballotId}.json`,
        JSON.stringify(result.record, null, 2),
        'application/json',
      );
  }
  async function find(event: FormEvent) {
    event.preventDefault();
    const result = await load();
    if (!result) return;
    const code = normaliseReceipt(receipt);
    const position = result.record.receipts.indexOf(code);
    const number = formatNumber(position + 1);
    const count = formatNumber(result.record.receipts.length);
    setFound(
      position >= 0
        ? t`Found: receipt ${code} is number ${number} of ${count} in the published record.`
        : t`Not in the published record. Check the code for typing mistakes.`,
    );
  }

  const fingerprint = summary.fingerprint;
  const receiptCount = loaded?.record.receipts.length ?? 0;
  return (
    <section className="card stack" aria-labelledby="record-title">
      <h2 id="record-title">
        <Trans>The published record</Trans>
      </h2>
      <p>
        <Trans>
          Every receipt, the totals and a fingerprint (SHA-256 over both). Anyone can recompute the fingerprint from the
          file and find their own receipt in it.
        </Trans>
      </p>
      <p className="fingerprint">
        <Trans>
          Fingerprint: <code dir="ltr">{fingerprint}</code>
        </Trans>
      </p>
      {summary.versions && <TextVersions versions={summary.versions} />}
      <div className="ballot-actions">
        <Button variant="secondary" onClick={download} pending={pending} pendingLabel={t`Loading the record…`}>
          <Trans>Download the record</Trans>
        </Button>
      </div>
      {loaded && (
        <p role="status" className={loaded.fingerprintMatches ? 'receipt-check--found' : 'receipt-check--missing'}>
          {loaded.fingerprintMatches
            ? t`${plural(receiptCount, {
                one: 'Fingerprint checked in your browser: the # receipt and the totals match it.',
                other: 'Fingerprint checked in your browser: the # receipts and the totals match it.',
              })}`
            : t`Warning: the receipts and totals do not match the published fingerprint.`}
        </p>
      )}
      <ErrorAlert>{error}</ErrorAlert>
      <form className="stack" onSubmit={find} noValidate aria-labelledby="record-check-title">
        <h3 id="record-check-title">
          <Trans>Check a receipt</Trans>
        </h3>
        <FormField label={t`Receipt code`} hint={t`Found in the published record, in your browser.`}>
          <input
            dir="ltr"
            value={receipt}
            onChange={(e) => setReceipt(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <div className="ballot-actions">
          <Button type="submit" variant="secondary">
            <Trans>Check receipt</Trans>
          </Button>
        </div>
        <p aria-live="polite">{found}</p>
      </form>
    </section>
  );
}

/** Published results: turnout, each article as a chart with pass/fail, and the record. */
export function BallotResults({
  ballotId,
  receipt = '',
  articleTitles = {},
  articleLanguages = {},
}: {
  ballotId: string;
  receipt?: string;
  /** Article titles in the reader's language, by id (the record keeps the author's). */
  articleTitles?: Record<string, string>;
  /** The language each of those titles is in (a version's, or the author's), by id. */
  articleLanguages?: Record<string, string>;
}) {
  const { t, i18n } = useLingui();
  const summary = useRecordSummary(ballotId);
  if (summary.state === 'loading') return <LoadingState label={t`Loading the results…`} />;
  if (summary.state === 'error') return <ErrorState title={t`The results could not be loaded`} error={summary.error} />;
  if (!summary.data) return <LoadingState label={t`Publishing the results…`} />;
  const s = summary.data;
  const cast = formatNumber(s.ballotsCast);
  const share = percent(s.ballotsCast, s.censusSize);
  const census = s.censusSize;
  const rule = i18n._(PASS_RULE_NAMES[s.passRule]);
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="turnout-title">
        <h2 id="turnout-title">
          <Trans>Results</Trans>
        </h2>
        <p className="turnout" data-testid="published-turnout">
          {t`${plural(census, {
            one: `Turnout: ${cast} of # eligible voter (${share})`,
            other: `Turnout: ${cast} of # eligible voters (${share})`,
          })}`}
        </p>
        <p className="muted">
          <Trans>Pass rule: {rule}. Abstentions count for turnout, not for the share of yes.</Trans>
        </p>
      </section>
      {s.articles.map((article, index) => (
        <ArticleChart
          key={article.id}
          article={{ ...article, title: articleTitles[article.id] ?? article.title }}
          lang={articleLanguages[article.id]}
          index={index}
        />
      ))}
      <RecordTools summary={s} initialReceipt={receipt} />
    </div>
  );
}
