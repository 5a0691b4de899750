import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { formatNumber } from '@/lib/i18n/format';
import { notify } from '@/lib/notifications';
import { emailsFromCsv } from '../api/emails-from-csv';
import { runCensusImport, type CensusOutcome } from '../api/run-census-import';

const PREVIEW_ROWS = 5;

/**
 * The census from a CSV of emails: choose a file, see a preview from the server (first rows,
 * total, unknown emails, how many would be marked), then apply. Applying twice changes nothing.
 */
export function CensusImport({ ballotId }: { ballotId: string }) {
  const { t } = useLingui();
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
        const marked = outcome.marked;
        notify.success(
          t`${plural(marked, { one: '# account marked eligible.', other: '# accounts marked eligible.' })}`,
        );
        setPreview({ ...outcome, toMark: 0, alreadyEligible: outcome.alreadyEligible + outcome.marked });
      } else setPreview(outcome);
    } catch (caught) {
      setError(functionErrorMessage(caught, t`The file could not be checked. Try again.`));
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
      setError(t`No emails found: the file needs an “email” column or emails in its first column.`);
      return;
    }
    setEmails(list);
    await run(list, false);
  }

  const total = preview?.total ?? 0;
  const already = formatNumber(preview?.alreadyEligible ?? 0);
  const toMark = preview?.toMark ?? 0;
  const toMarkCount = formatNumber(toMark);
  const unknown = formatNumber(preview?.unknown.length ?? 0);
  const firstRows = emails?.slice(0, PREVIEW_ROWS).join(', ') ?? '';
  return (
    <section className="stack census-import" aria-label={t`Census from a CSV file`}>
      <FormField label={t`Census CSV (emails)`} hint={t`A column headed “email”, or emails in the first column.`}>
        <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void choose(e.target.files?.[0])} />
      </FormField>
      {progress && <ProgressBar label={t`Census file progress`} value={progress.done} max={progress.total} />}
      <ErrorAlert>{error}</ErrorAlert>
      {emails && preview && (
        <div className="stack census-preview" aria-label={t`Census preview`}>
          <p>
            {t`${plural(total, { one: '# distinct email in the file:', other: '# distinct emails in the file:' })}`}{' '}
            {t`${already} already eligible, ${toMarkCount} to mark eligible, ${unknown} unknown.`}
          </p>
          <p className="muted">
            <Trans>
              First rows: <bdi>{firstRows}</bdi>
            </Trans>
          </p>
          {preview.unknown.length > 0 && (
            <details>
              <summary>
                <Trans>Unknown emails (no user account): {unknown}</Trans>
              </summary>
              <ul className="census-preview__unknown">
                {preview.unknown.map((email) => (
                  <li key={email} dir="ltr">
                    {email}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <div className="ballot-actions">
            <Button onClick={() => void run(emails, true)} disabled={progress !== null || preview.toMark === 0}>
              {toMark === 0
                ? t`Nothing to apply`
                : t`${plural(toMark, { one: 'Mark # eligible', other: 'Mark # eligible' })}`}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
