import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_COLUMNS, type ImportOutcome, type ImportRowProblem, type RawImportRow } from '@civic/domain';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { downloadText } from '@/lib/download';
import { formatNumber } from '@/lib/i18n/format';
import { lineNumberOf } from '../import/line-number';
import { failuresCsv, type FailedRow } from '../import/failures-csv';
import { parseImportFile, PREVIEW_ROWS, type ParsedImportFile, type PreviewRow } from '../import/parse-import-file';
import { readImportRow } from '../import/row-problem';
import { sendChunks, toChunks, type ImportChunk } from '../import/run-import';
import '../users.css';

type Parsed = Extract<ParsedImportFile, { ok: true }>;
type Step =
  | { name: 'choose' }
  | { name: 'reading'; progress: number }
  | { name: 'rejected'; message: string }
  | { name: 'preview'; parsed: Parsed }
  | { name: 'importing' | 'done'; parsed: Parsed; chunks: ImportChunk[] };

const SHOWN_FAILURES = 50;

/**
 * A row the server refused, said in the reader's language: a row that broke the import schema is
 * checked again here, which names its column and rule from the catalog; an account Firebase
 * Authentication refused gets the catalog's sentence (the server's own words are English, kept in
 * its logs).
 */
function serverRowProblem(row: RawImportRow, problem: ImportRowProblem | undefined, refused: string): string {
  const checked = problem === 'row' ? readImportRow(row) : null;
  return checked && !checked.ok ? checked.reason : refused;
}

function summarise(parsed: Parsed, chunks: ImportChunk[], notSent: string, refused: string) {
  const counts: Record<ImportOutcome | 'failed', number> = { created: 0, existed: 0, invalid: 0, failed: 0 };
  const failures: FailedRow[] = parsed.invalid.map(({ row, reason }) => ({ row, outcome: 'invalid', reason }));
  counts.invalid = failures.length;
  for (const chunk of chunks) {
    if (chunk.state === 'failed') {
      counts.failed += chunk.rows.length;
      for (const row of chunk.rows) failures.push({ row, outcome: 'failed', reason: chunk.error ?? notSent });
    }
    chunk.results.forEach((result, i) => {
      counts[result.outcome]++;
      const row = chunk.rows[i];
      if (result.outcome === 'invalid' && row)
        failures.push({ row, outcome: 'invalid', reason: serverRowProblem(row, result.problem, refused) });
    });
  }
  failures.sort((a, b) => a.row.line - b.row.line);
  const processed = chunks.reduce((sum, chunk) => sum + (chunk.state === 'pending' ? 0 : chunk.rows.length), 0);
  return { counts, failures, processed };
}

/** The outcome counts, in the order the result shows them. */
const OUTCOMES: { key: ImportOutcome | 'failed'; label: MessageDescriptor }[] = [
  { key: 'created', label: msg`Created` },
  { key: 'existed', label: msg`Already existed` },
  { key: 'invalid', label: msg`Invalid` },
  { key: 'failed', label: msg`Failed to send` },
];

/** How many rows the file has, how many will be imported and how many were refused. */
function PreviewSummary({ parsed }: { parsed: Parsed }) {
  return (
    <p>
      <Trans>
        <Plural value={parsed.total} one="# row" other="# rows" />:{' '}
        <strong>
          <Plural value={parsed.valid.length} one="# ready to import" other="# ready to import" />
        </strong>
        ,{' '}
        <strong>
          <Plural value={parsed.invalid.length} one="# with problems" other="# with problems" />
        </strong>{' '}
        (they will be skipped and listed in the report).
      </Trans>
    </p>
  );
}

const PROBLEMS_PER_PAGE = 25;

/**
 * Every row refused in the browser, wherever it is in the file (the preview table shows only the
 * first rows), as a list that wraps at 390 px; long lists grow a page at a time.
 */
function ProblemRows({ problems }: { problems: Parsed['invalid'] }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(PROBLEMS_PER_PAGE);
  if (problems.length === 0) return null;
  const next = Math.min(PROBLEMS_PER_PAGE, problems.length - shown);
  const remaining = problems.length - shown;
  return (
    <div className="stack">
      <h3 id="uploader-problems-title">
        <Trans>Rows with problems</Trans>
      </h3>
      <ul className="problem-rows" aria-labelledby="uploader-problems-title">
        {problems.slice(0, shown).map(({ row, reason }) => {
          const line = lineNumberOf(row.line);
          return (
            <li key={row.line}>
              <strong>
                <Trans>Line {line}</Trans>
              </strong>{' '}
              <bdi className="problem-rows__email">{row.email || t`(no email)`}</bdi>
              <br />
              <span className="status-bad">{reason}</span>
            </li>
          );
        })}
      </ul>
      {shown < problems.length && (
        <Button variant="secondary" onClick={() => setShown(shown + PROBLEMS_PER_PAGE)}>
          {t`Show ${plural(next, { one: '# more', other: '# more' })} of ${plural(remaining, { one: '#', other: '#' })}`}
        </Button>
      )}
    </div>
  );
}

function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  const { t } = useLingui();
  const shown = PREVIEW_ROWS;
  return (
    <DataTable
      caption={t`First ${shown} rows of the file`}
      rows={rows}
      rowKey={({ row }) => String(row.line)}
      columns={[
        { header: t`Line`, cell: ({ row }) => lineNumberOf(row.line), numeric: true },
        // Right after the line: on a phone the table scrolls sideways, and the verdict must not be off-screen.
        {
          header: t`Check`,
          cell: ({ problem }) =>
            problem ? (
              <span className="status-bad">{problem}</span>
            ) : (
              <span className="status-ok">
                <Trans>OK</Trans>
              </span>
            ),
        },
        { header: t`Email`, cell: ({ row }) => <bdi>{row.email}</bdi> },
        { header: t`Display name`, cell: ({ row }) => <bdi>{row.displayName}</bdi> },
        { header: t`Role`, cell: ({ row }) => row.role },
        { header: t`Eligible`, cell: ({ row }) => row.eligible ?? '' },
      ]}
    />
  );
}

/**
 * `/UserUploader`: choose a CSV → it is read and checked in the browser → preview with per-row
 * validation → import in chunks with a progress bar → per-row outcomes, a failures CSV to
 * download, and a retry for chunks that failed. Nothing is written before "Import".
 */
export function UserUploader() {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFile(chosen);
    setStep({ name: 'reading', progress: 0 });
    const parsed = await parseImportFile(chosen, (progress) => setStep({ name: 'reading', progress }));
    setStep(parsed.ok ? { name: 'preview', parsed } : { name: 'rejected', message: parsed.message });
  }

  async function upload(parsed: Parsed, chunks: ImportChunk[]) {
    const current = [...chunks];
    setStep({ name: 'importing', parsed, chunks: current });
    const importId = file ? `${file.name}:${file.size}:${file.lastModified}` : 'import';
    await sendChunks(importId, current, (chunk) => {
      current[chunk.index] = chunk;
      setStep({ name: 'importing', parsed, chunks: [...current] });
    });
    setStep({ name: 'done', parsed, chunks: [...current] });
  }

  function reset() {
    setFile(null);
    if (input.current) input.current.value = '';
    setStep({ name: 'choose' });
  }

  const busy = step.name === 'reading' || step.name === 'importing';
  const required = IMPORT_COLUMNS.required.join(',');
  const optional = IMPORT_COLUMNS.optional.join(',');
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="uploader-file-title">
        <h2 id="uploader-file-title">
          <Trans>Choose the file</Trans>
        </h2>
        <p className="muted">
          <Trans>
            First line: <code dir="ltr">{required}</code>, optionally followed by <code dir="ltr">{optional}</code>.
            Role is <code>admin</code> or <code>user</code>; eligible is true or false; a row without a password gets a
            generated one (the user resets it with “Forgot password?”). Accounts whose email already exists are left as
            they are, so importing a file twice is safe.
          </Trans>
        </p>
        <div className="field">
          <label htmlFor="user-csv">
            <Trans>CSV file</Trans>
          </label>
          <input id="user-csv" ref={input} type="file" accept=".csv,text/csv" onChange={onFile} disabled={busy} />
        </div>
      </section>

      {step.name === 'reading' && <ProgressBar label={t`Reading the file`} value={step.progress * 100} />}

      {step.name === 'rejected' && <ErrorAlert>{step.message}</ErrorAlert>}

      {step.name === 'preview' && (
        <section className="card stack" aria-labelledby="uploader-preview-title">
          <h2 id="uploader-preview-title">
            <Trans>Preview</Trans>
          </h2>
          <PreviewSummary parsed={step.parsed} />
          <ProblemRows problems={step.parsed.invalid} />
          <PreviewTable rows={step.parsed.preview} />
          <div className="row-actions">
            <Button
              disabled={step.parsed.valid.length === 0}
              onClick={() => void upload(step.parsed, toChunks(step.parsed.valid))}
            >
              <Plural value={step.parsed.valid.length} one="Import # user" other="Import # users" />
            </Button>
            <Button variant="secondary" onClick={reset}>
              <Trans>Choose another file</Trans>
            </Button>
          </div>
        </section>
      )}

      {(step.name === 'importing' || step.name === 'done') && (
        <ImportProgress
          step={step}
          onRetry={() => void upload(step.parsed, step.chunks)}
          onReset={reset}
          fileName={file?.name}
        />
      )}
    </div>
  );
}

function ImportProgress({
  step,
  onRetry,
  onReset,
  fileName,
}: {
  step: Extract<Step, { name: 'importing' | 'done' }>;
  onRetry: () => void;
  onReset: () => void;
  fileName: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const { counts, failures, processed } = summarise(
    step.parsed,
    step.chunks,
    t`not sent`,
    t`The account could not be created: Firebase Authentication refused it.`,
  );
  const failedChunks = step.chunks.filter((chunk) => chunk.state === 'failed').length;
  const total = step.parsed.valid.length;
  const failureCount = formatNumber(failures.length);
  const processedCount = formatNumber(processed);
  const shownFailures = formatNumber(SHOWN_FAILURES);
  const chunkCount = step.chunks.length;
  return (
    <section className="card stack" aria-labelledby="uploader-result-title">
      <h2 id="uploader-result-title">{step.name === 'done' ? t`Import finished` : t`Importing…`}</h2>
      <ProgressBar label={t`Import progress`} value={processed} max={total} />
      <p className="muted" aria-live="polite">
        {t`${processedCount} of ${plural(total, { one: '# row', other: '# rows' })} sent (${plural(chunkCount, { one: '# chunk', other: '# chunks' })}).`}
      </p>
      <dl className="counts" aria-label={t`Outcomes`}>
        {OUTCOMES.map(({ key, label }) => (
          <div key={key}>
            <dt>{i18n._(label)}</dt>
            <dd data-testid={`count-${key}`}>{formatNumber(counts[key])}</dd>
          </div>
        ))}
      </dl>
      {step.name === 'done' && (
        <div className="row-actions">
          {failures.length > 0 && (
            <Button
              variant="secondary"
              onClick={() =>
                downloadText(`${(fileName ?? 'users').replace(/\.csv$/i, '')}-failures.csv`, failuresCsv(failures))
              }
            >
              <Trans>Download failures CSV ({failureCount})</Trans>
            </Button>
          )}
          {failedChunks > 0 && (
            <Button onClick={onRetry}>
              <Plural value={failedChunks} one="Retry # failed chunk" other="Retry # failed chunks" />
            </Button>
          )}
          <Button variant="secondary" onClick={onReset}>
            <Trans>Import another file</Trans>
          </Button>
        </div>
      )}
      {failures.length > 0 && (
        <DataTable
          caption={
            failures.length > SHOWN_FAILURES
              ? t`First ${shownFailures} of ${plural(failures.length, { one: '# row', other: '# rows' })} not imported`
              : t`Rows not imported`
          }
          rows={failures.slice(0, SHOWN_FAILURES)}
          rowKey={({ row }) => String(row.line)}
          columns={[
            { header: t`Line`, cell: ({ row }) => lineNumberOf(row.line), numeric: true },
            { header: t`Email`, cell: ({ row }) => <bdi>{row.email}</bdi> },
            {
              header: t`Outcome`,
              cell: ({ outcome }) => (outcome === 'invalid' ? t`Invalid` : t`Failed to send`),
            },
            { header: t`Reason`, cell: ({ reason }) => reason },
          ]}
        />
      )}
    </section>
  );
}
