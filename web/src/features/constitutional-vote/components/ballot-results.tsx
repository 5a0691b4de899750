import {
  PASS_RULE_LABELS,
  normaliseReceipt,
  type ArticleResult,
  type BallotRecordSummary,
  type PublishedRecord,
} from '@civic/domain';
import { useState, type FormEvent } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { downloadText } from '@/lib/download';
import { loadPublishedRecord } from '../api/load-published-record';
import { useRecordSummary } from '../api/use-record-summary';

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—');
const COLORS = { yes: 'var(--success)', no: 'var(--danger)', abstain: 'var(--text-muted)' };
const ANSWER_ORDER = ['yes', 'no', 'abstain'] as const;
/** The legend follows the ballot's order (recharts sorts it alphabetically by default). */
const byAnswerOrder = (item: { dataKey?: unknown }) =>
  ANSWER_ORDER.indexOf(item.dataKey as (typeof ANSWER_ORDER)[number]);

function ArticleChart({ article, index }: { article: ArticleResult; index: number }) {
  const total = article.yes + article.no + article.abstain;
  const data = [{ name: `Article ${index + 1}`, yes: article.yes, no: article.no, abstain: article.abstain }];
  return (
    <article className="card stack result-article" aria-labelledby={`result-${article.id}`}>
      <div className="result-article__header">
        <h3 id={`result-${article.id}`}>
          Article {index + 1}: {article.title}
        </h3>
        {article.passed !== null && (
          <span className={`badge ${article.passed ? 'badge--pass' : 'badge--fail'}`}>
            {article.passed ? 'Passed' : 'Not passed'}
          </span>
        )}
      </div>
      <div style={{ width: '100%', height: 90 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            // Hidden from screen readers (the figures are in text beside it), so not focusable either.
            accessibilityLayer={false}
            data={data}
            layout="vertical"
            // Room for half of "0%" and "100%" at the ends: a tick label that would stick out is dropped.
            margin={{ top: 0, right: 20, bottom: 0, left: 14 }}
            stackOffset="expand"
          >
            <CartesianGrid horizontal={false} stroke="var(--border)" />
            {/* Shares from 0 %: left to itself the axis started where the smallest bar did (25 %). */}
            <XAxis
              type="number"
              domain={[0, 1]}
              ticks={[0, 0.25, 0.5, 0.75, 1]}
              interval={0}
              tickFormatter={(v: number) => `${Math.round(v * 100)}%`}
              stroke="var(--text-muted)"
            />
            <YAxis type="category" dataKey="name" hide />
            <Tooltip cursor={false} />
            <Legend itemSorter={byAnswerOrder} />
            {ANSWER_ORDER.map((key) => (
              <Bar
                key={key}
                dataKey={key}
                name={key[0]!.toUpperCase() + key.slice(1)}
                stackId="a"
                fill={COLORS[key]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <dl className="result-article__numbers">
        <div>
          <dt>Yes</dt>
          <dd>
            {article.yes} ({percent(article.yes, total)})
          </dd>
        </div>
        <div>
          <dt>No</dt>
          <dd>
            {article.no} ({percent(article.no, total)})
          </dd>
        </div>
        <div>
          <dt>Abstain</dt>
          <dd>
            {article.abstain} ({percent(article.abstain, total)})
          </dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * Download the record, check its fingerprint in the browser, and check a receipt: once results are
 * published this is the one receipt check (the ballot screen drops its own), finding the code in
 * the published record itself.
 */
function RecordTools({ summary, initialReceipt }: { summary: BallotRecordSummary; initialReceipt: string }) {
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
      setError('The record could not be loaded. Try again in a moment.');
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
    setFound(
      position >= 0
        ? `Found: receipt ${code} is number ${position + 1} of ${result.record.receipts.length} in the published record.`
        : 'Not in the published record. Check the code for typing mistakes.',
    );
  }

  return (
    <section className="card stack" aria-labelledby="record-title">
      <h2 id="record-title">The published record</h2>
      <p>
        Every receipt, the totals and a fingerprint (SHA-256 over both). Anyone can recompute the fingerprint from the
        file and find their own receipt in it.
      </p>
      <p className="fingerprint">
        Fingerprint: <code>{summary.fingerprint}</code>
      </p>
      <div className="ballot-actions">
        <Button variant="secondary" onClick={download} pending={pending} pendingLabel="Loading the record…">
          Download the record
        </Button>
      </div>
      {loaded && (
        <p role="status" className={loaded.fingerprintMatches ? 'receipt-check--found' : 'receipt-check--missing'}>
          {loaded.fingerprintMatches
            ? `Fingerprint checked in your browser: the ${loaded.record.receipts.length} ${loaded.record.receipts.length === 1 ? 'receipt' : 'receipts'} and the totals match it.`
            : 'Warning: the receipts and totals do not match the published fingerprint.'}
        </p>
      )}
      <ErrorAlert>{error}</ErrorAlert>
      <form className="stack" onSubmit={find} noValidate aria-labelledby="record-check-title">
        <h3 id="record-check-title">Check a receipt</h3>
        <FormField label="Receipt code" hint="Found in the published record, in your browser.">
          <input value={receipt} onChange={(e) => setReceipt(e.target.value)} autoComplete="off" spellCheck={false} />
        </FormField>
        <div className="ballot-actions">
          <Button type="submit" variant="secondary">
            Check receipt
          </Button>
        </div>
        <p aria-live="polite">{found}</p>
      </form>
    </section>
  );
}

/** Published results: turnout, each article as a chart with pass/fail, and the record. */
export function BallotResults({ ballotId, receipt = '' }: { ballotId: string; receipt?: string }) {
  const summary = useRecordSummary(ballotId);
  if (summary.state === 'loading') return <LoadingState label="Loading the results…" />;
  if (summary.state === 'error') return <ErrorState title="The results could not be loaded" error={summary.error} />;
  if (!summary.data) return <LoadingState label="Publishing the results…" />;
  const s = summary.data;
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="turnout-title">
        <h2 id="turnout-title">Results</h2>
        <p className="turnout" data-testid="published-turnout">
          Turnout: <strong>{s.ballotsCast}</strong> of {s.censusSize} eligible voters (
          {percent(s.ballotsCast, s.censusSize)})
        </p>
        <p className="muted">
          Pass rule: {PASS_RULE_LABELS[s.passRule]}. Abstentions count for turnout, not for the share of yes.
        </p>
      </section>
      {s.articles.map((article, index) => (
        <ArticleChart key={article.id} article={article} index={index} />
      ))}
      <RecordTools summary={s} initialReceipt={receipt} />
    </div>
  );
}
