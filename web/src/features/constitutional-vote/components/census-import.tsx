import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { emailsFromCsv } from '../api/emails-from-csv';
import { runCensusImport, type CensusOutcome } from '../api/run-census-import';

const PREVIEW_ROWS = 5;

/**
 * The census from a CSV of emails: choose a file, see a preview from the server (first rows,
 * total, unknown emails, how many would be marked), then apply. Applying twice changes nothing.
 */
export function CensusImport({ ballotId }: { ballotId: string }) {
  const [emails, setEmails] = useState<string[] | null>(null);
  const [preview, setPreview] = useState<CensusOutcome | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(list: string[], apply: boolean) {
    setError(null);
    setProgress({ done: 0, total: list.length });
    try {
      const outcome = await runCensusImport(ballotId, list, apply, (done, total) => setProgress({ done, total }));
      if (apply) {
        notify.success(`${outcome.marked} ${outcome.marked === 1 ? 'account' : 'accounts'} marked eligible.`);
        setPreview({ ...outcome, toMark: 0, alreadyEligible: outcome.alreadyEligible + outcome.marked });
      } else setPreview(outcome);
    } catch (caught) {
      setError(functionErrorMessage(caught, 'The file could not be checked. Try again.'));
    } finally {
      setProgress(null);
    }
  }

  async function choose(file: File | undefined) {
    setPreview(null);
    setEmails(null);
    if (!file) return;
    const list = emailsFromCsv(await file.text());
    if (list.length === 0) {
      setError('No emails found: the file needs an “email” column or emails in its first column.');
      return;
    }
    setEmails(list);
    await run(list, false);
  }

  return (
    <section className="stack census-import" aria-label="Census from a CSV file">
      <FormField label="Census CSV (emails)" hint="A column headed “email”, or emails in the first column.">
        <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void choose(e.target.files?.[0])} />
      </FormField>
      {progress && <ProgressBar label="Census file progress" value={progress.done} max={progress.total} />}
      <ErrorAlert>{error}</ErrorAlert>
      {emails && preview && (
        <div className="stack census-preview" aria-label="Census preview">
          <p>
            <strong>{preview.total}</strong> distinct {preview.total === 1 ? 'email' : 'emails'} in the file:{' '}
            {preview.alreadyEligible} already eligible, {preview.toMark} to mark eligible, {preview.unknown.length}{' '}
            unknown.
          </p>
          <p className="muted">First rows: {emails.slice(0, PREVIEW_ROWS).join(', ')}</p>
          {preview.unknown.length > 0 && (
            <details>
              <summary>Unknown emails (no user account): {preview.unknown.length}</summary>
              <ul className="census-preview__unknown">
                {preview.unknown.map((email) => (
                  <li key={email}>{email}</li>
                ))}
              </ul>
            </details>
          )}
          <div className="ballot-actions">
            <Button onClick={() => void run(emails, true)} disabled={progress !== null || preview.toMark === 0}>
              {preview.toMark === 0 ? 'Nothing to apply' : `Mark ${preview.toMark} eligible`}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
