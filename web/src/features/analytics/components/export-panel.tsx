import { EXPORT_KINDS, type ExportKind } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatNumber } from '@/lib/i18n/format';
import { ExportRefusal, downloadExport, type ExportProgress } from '../api/download-export';
import { EXPORT_TEXTS, exportRefusalText } from './export-texts';

/** CSV exports of one event, streamed from the server with a progress bar and a Cancel. */
export function ExportPanel({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [running, setRunning] = useState<{ kind: ExportKind; progress: ExportProgress } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page (or picking another event) stops a running export.
  useEffect(() => () => abort.current?.abort(), [eventId]);

  /** "Votes: 1,200 rows downloaded." */
  function downloadedText(kind: ExportKind, rows: number): string {
    switch (kind) {
      case 'comments':
        return t`Comments: ${plural(rows, { one: '# row downloaded.', other: '# rows downloaded.' })}`;
      case 'votes':
        return t`Votes: ${plural(rows, { one: '# row downloaded.', other: '# rows downloaded.' })}`;
      case 'responses':
        return t`Live question answers: ${plural(rows, { one: '# row downloaded.', other: '# rows downloaded.' })}`;
      case 'reports':
        return t`Reports: ${plural(rows, { one: '# row downloaded.', other: '# rows downloaded.' })}`;
      case 'participation':
        return t`Participation: ${plural(rows, { one: '# row downloaded.', other: '# rows downloaded.' })}`;
    }
  }

  async function run(kind: ExportKind) {
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ kind, progress: { rows: 0, total: 0 } });
    setError(null);
    setMessage(null);
    try {
      const progress = (next: ExportProgress) => setRunning({ kind, progress: next });
      const done = await downloadExport(kind, eventId, progress, controller.signal);
      setMessage(downloadedText(kind, done.rows));
    } catch (failure) {
      if (controller.signal.aborted) setMessage(t`Export cancelled.`);
      else if (failure instanceof ExportRefusal) setError(i18n._(exportRefusalText(failure.status)));
      // Anything else is the connection breaking while the file streamed.
      else setError(t`The export stopped: the connection was lost. Try again.`);
    } finally {
      setRunning(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="exports-title">
      <h2 id="exports-title">
        <Trans>CSV exports</Trans>
      </h2>
      <ul className="analytics-exports">
        {EXPORT_KINDS.map((kind) => (
          <li key={kind}>
            <Button
              variant="secondary"
              onClick={() => void run(kind)}
              disabled={running !== null}
              pending={running?.kind === kind}
              pendingLabel={t`Exporting…`}
            >
              {i18n._(EXPORT_TEXTS[kind].action)}
            </Button>
            <span className="muted">{i18n._(EXPORT_TEXTS[kind].description)}</span>
          </li>
        ))}
      </ul>
      {running && (
        <div className="stack" role="status">
          <ProgressBar
            label={i18n._(EXPORT_TEXTS[running.kind].progress)}
            value={running.progress.rows}
            max={Math.max(running.progress.total, 1)}
          />
          <p className="muted">
            <RowsSoFar rows={running.progress.rows} total={running.progress.total} />
          </p>
          <div>
            <Button variant="secondary" onClick={() => abort.current?.abort()}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}
      {message && <p role="status">{message}</p>}
      <ErrorAlert>{error}</ErrorAlert>
    </section>
  );
}

/** "1,200 of 5,000 rows" while the file streams in. */
function RowsSoFar({ rows, total }: { rows: number; total: number }) {
  const done = formatNumber(rows);
  return <Plural value={total} one={`${done} of # row`} other={`${done} of # rows`} />;
}
