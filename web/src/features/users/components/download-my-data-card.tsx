import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { downloadMyData } from '../api/download-my-data';

/**
 * "Download my data": one JSON file with everything tied to the account (docs/personal-data.md),
 * built on the server for this account alone, with the vote receipts this browser kept.
 */
export function DownloadMyDataCard({ uid }: { uid: string }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One id per file asked for: a retry after a failure sends it again and is not paced as a new one.
  const requestId = useRef<string | null>(null);

  async function download() {
    setPending(true);
    setError(null);
    requestId.current ??= crypto.randomUUID();
    try {
      const name = await downloadMyData(uid, requestId.current);
      requestId.current = null;
      notify.success(t`Your data was downloaded as ${name}.`);
    } catch (caught) {
      setError(functionErrorMessage(caught, t`Could not build your file. Check your connection and try again.`));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="my-data-title">
      <h2 id="my-data-title">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download one file (JSON) with everything tied to your account: your profile, comments and questions (held and
          hidden ones too), upvotes, reactions, votes, answers, games, reports and what became of them, the events you
          watched, and the census entries with whether you voted.
        </Trans>
      </p>
      <p className="muted">
        <Trans>
          How you voted in a constitutional vote is never in it: nobody can link a ballot to you. The file lists the
          receipts this browser kept.
        </Trans>
      </p>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div>
        <Button onClick={() => void download()} pending={pending} pendingLabel={t`Preparing your file…`}>
          <Trans>Download my data</Trans>
        </Button>
      </div>
    </section>
  );
}
