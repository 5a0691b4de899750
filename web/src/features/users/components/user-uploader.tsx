import { IMPORT_COLUMNS, type ImportOutcome } from '@civic/domain';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { downloadText } from '@/lib/download';
import { failuresCsv, type FailedRow } from '../import/failures-csv';
import { parseImportFile, type ParsedImportFile, type PreviewRow } from '../import/parse-import-file';
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

function summarise(parsed: Parsed, chunks: ImportChunk[]) {
  const counts: Record<ImportOutcome | 'failed', number> = { created: 0, existed: 0, invalid: 0, failed: 0 };
  const failures: FailedRow[] = parsed.invalid.map(({ row, reason }) => ({ row, outcome: 'invalid', reason }));
  counts.invalid = failures.length;
  for (const chunk of chunks) {
    if (chunk.state === 'failed') {
      counts.failed += chunk.rows.length;
      for (const row of chunk.rows) failures.push({ row, outcome: 'failed', reason: chunk.error ?? 'not sent' });
    }
    chunk.results.forEach((result, i) => {
      counts[result.outcome]++;
      const row = chunk.rows[i];
      if (result.outcome === 'invalid' && row) failures.push({ row, outcome: 'invalid', reason: result.reason ?? '' });
    });
  }
  failures.sort((a, b) => a.row.line - b.row.line);
  const processed = chunks.reduce((sum, chunk) => sum + (chunk.state === 'pending' ? 0 : chunk.rows.length), 0);
  return { counts, failures, processed };
}

const PROBLEMS_PER_PAGE = 25;

/**
 * Every row refused in the browser, wherever it is in the file (the preview table shows only the
 * first rows), as a list that wraps at 390 px; long lists grow a page at a time.
 */
function ProblemRows({ problems }: { problems: Parsed['invalid'] }) {
  const [shown, setShown] = useState(PROBLEMS_PER_PAGE);
  if (problems.length === 0) return null;
  return (
    <div className="stack">
      <h3 id="uploader-problems-title">Rows with problems</h3>
      <ul className="problem-rows" aria-labelledby="uploader-problems-title">
        {problems.slice(0, shown).map(({ row, reason }) => (
          <li key={row.line}>
            <strong>Line {row.line}</strong> <span className="problem-rows__email">{row.email || '(no email)'}</span>
            <br />
            <span className="status-bad">{reason}</span>
          </li>
        ))}
      </ul>
      {shown < problems.length && (
        <Button variant="secondary" onClick={() => setShown(shown + PROBLEMS_PER_PAGE)}>
          Show {Math.min(PROBLEMS_PER_PAGE, problems.length - shown)} more of {problems.length - shown}
        </Button>
      )}
    </div>
  );
}

function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  return (
    <DataTable
      caption="First 10 rows of the file"
      rows={rows}
      rowKey={({ row }) => String(row.line)}
      columns={[
        { header: 'Line', cell: ({ row }) => row.line, numeric: true },
        // Right after the line: on a phone the table scrolls sideways, and the verdict must not be off-screen.
        {
          header: 'Check',
          cell: ({ problem }) =>
            problem ? <span className="status-bad">{problem}</span> : <span className="status-ok">OK</span>,
        },
        { header: 'Email', cell: ({ row }) => row.email },
        { header: 'Display name', cell: ({ row }) => row.displayName },
        { header: 'Role', cell: ({ row }) => row.role },
        { header: 'Eligible', cell: ({ row }) => row.eligible ?? '' },
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
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="uploader-file-title">
        <h2 id="uploader-file-title">Choose the file</h2>
        <p className="muted">
          First line: <code>{IMPORT_COLUMNS.required.join(',')}</code>, optionally followed by{' '}
          <code>{IMPORT_COLUMNS.optional.join(',')}</code>. Role is <code>admin</code> or <code>user</code>; eligible is
          true or false; a row without a password gets a generated one (the user resets it with “Forgot password?”).
          Accounts whose email already exists are left as they are, so importing a file twice is safe.
        </p>
        <div className="field">
          <label htmlFor="user-csv">CSV file</label>
          <input id="user-csv" ref={input} type="file" accept=".csv,text/csv" onChange={onFile} disabled={busy} />
        </div>
      </section>

      {step.name === 'reading' && <ProgressBar label="Reading the file" value={step.progress * 100} />}

      {step.name === 'rejected' && <ErrorAlert>{step.message}</ErrorAlert>}

      {step.name === 'preview' && (
        <section className="card stack" aria-labelledby="uploader-preview-title">
          <h2 id="uploader-preview-title">Preview</h2>
          <p>
            {step.parsed.total} rows: <strong>{step.parsed.valid.length} ready to import</strong>,{' '}
            <strong>{step.parsed.invalid.length} with problems</strong> (they will be skipped and listed in the report).
          </p>
          <ProblemRows problems={step.parsed.invalid} />
          <PreviewTable rows={step.parsed.preview} />
          <div className="row-actions">
            <Button
              disabled={step.parsed.valid.length === 0}
              onClick={() => void upload(step.parsed, toChunks(step.parsed.valid))}
            >
              Import {step.parsed.valid.length} users
            </Button>
            <Button variant="secondary" onClick={reset}>
              Choose another file
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
  const { counts, failures, processed } = summarise(step.parsed, step.chunks);
  const failedChunks = step.chunks.filter((chunk) => chunk.state === 'failed').length;
  return (
    <section className="card stack" aria-labelledby="uploader-result-title">
      <h2 id="uploader-result-title">{step.name === 'done' ? 'Import finished' : 'Importing…'}</h2>
      <ProgressBar label="Import progress" value={processed} max={step.parsed.valid.length} />
      <p className="muted" aria-live="polite">
        {processed} of {step.parsed.valid.length} rows sent ({step.chunks.length}{' '}
        {step.chunks.length === 1 ? 'chunk' : 'chunks'}).
      </p>
      <dl className="counts" aria-label="Outcomes">
        <div>
          <dt>Created</dt>
          <dd data-testid="count-created">{counts.created}</dd>
        </div>
        <div>
          <dt>Already existed</dt>
          <dd data-testid="count-existed">{counts.existed}</dd>
        </div>
        <div>
          <dt>Invalid</dt>
          <dd data-testid="count-invalid">{counts.invalid}</dd>
        </div>
        <div>
          <dt>Failed to send</dt>
          <dd data-testid="count-failed">{counts.failed}</dd>
        </div>
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
              Download failures CSV ({failures.length})
            </Button>
          )}
          {failedChunks > 0 && (
            <Button onClick={onRetry}>
              Retry {failedChunks} failed {failedChunks === 1 ? 'chunk' : 'chunks'}
            </Button>
          )}
          <Button variant="secondary" onClick={onReset}>
            Import another file
          </Button>
        </div>
      )}
      {failures.length > 0 && (
        <DataTable
          caption={
            failures.length > SHOWN_FAILURES
              ? `First ${SHOWN_FAILURES} of ${failures.length} rows not imported`
              : 'Rows not imported'
          }
          rows={failures.slice(0, SHOWN_FAILURES)}
          rowKey={({ row }) => String(row.line)}
          columns={[
            { header: 'Line', cell: ({ row }) => row.line, numeric: true },
            { header: 'Email', cell: ({ row }) => row.email },
            { header: 'Outcome', cell: ({ outcome }) => outcome },
            { header: 'Reason', cell: ({ reason }) => reason },
          ]}
        />
      )}
    </section>
  );
}
