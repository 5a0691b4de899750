import { EXPORT_KINDS, EXPORT_LABELS, type ExportKind } from '@civic/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { downloadExport, type ExportProgress } from '../api/download-export';

const DESCRIPTIONS: Record<ExportKind, string> = {
  comments: 'every comment and question, with its moderation status',
  votes: 'every vote cast while the event ran',
  responses: 'every answer to a word cloud, scale or open answer, held and hidden ones included',
  reports: 'reports filed about the event, with their workflow',
  participation: 'one row per account that watched or took part',
};

/** CSV exports of one event, streamed from the server with a progress bar and a Cancel. */
export function ExportPanel({ eventId }: { eventId: string }) {
  const [running, setRunning] = useState<{ kind: ExportKind; progress: ExportProgress } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page (or picking another event) stops a running export.
  useEffect(() => () => abort.current?.abort(), [eventId]);

  async function run(kind: ExportKind) {
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ kind, progress: { rows: 0, total: 0 } });
    setError(null);
    setMessage(null);
    try {
      const progress = (next: ExportProgress) => setRunning({ kind, progress: next });
      const done = await downloadExport(kind, eventId, progress, controller.signal);
      setMessage(`${EXPORT_LABELS[kind]}: ${done.rows.toLocaleString()} rows downloaded.`);
    } catch (failure) {
      if (controller.signal.aborted) setMessage('Export cancelled.');
      else setError(functionErrorMessage(failure, failure instanceof Error ? failure.message : 'The export failed.'));
    } finally {
      setRunning(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="exports-title">
      <h2 id="exports-title">CSV exports</h2>
      <ul className="analytics-exports">
        {EXPORT_KINDS.map((kind) => (
          <li key={kind}>
            <Button
              variant="secondary"
              onClick={() => void run(kind)}
              disabled={running !== null}
              pending={running?.kind === kind}
              pendingLabel="Exporting…"
            >
              Export {EXPORT_LABELS[kind].toLowerCase()}
            </Button>
            <span className="muted">{DESCRIPTIONS[kind]}</span>
          </li>
        ))}
      </ul>
      {running && (
        <div className="stack" role="status">
          <ProgressBar
            label={`${EXPORT_LABELS[running.kind]} export progress`}
            value={running.progress.rows}
            max={Math.max(running.progress.total, 1)}
          />
          <p className="muted">
            {running.progress.rows.toLocaleString()} of {running.progress.total.toLocaleString()} rows
          </p>
          <div>
            <Button variant="secondary" onClick={() => abort.current?.abort()}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {message && <p role="status">{message}</p>}
      <ErrorAlert>{error}</ErrorAlert>
    </section>
  );
}
