import type { BallotTextVersion } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notifications';
import { downloadText } from '@/lib/download';
import { LANGUAGE_NAMES } from '@/lib/i18n/languages';

/** What a receipt proves and what it does not, in plain words (shown beside every receipt). */
export function ReceiptExplanation() {
  return (
    <div className="receipt-explanation">
      <p>
        <Trans>
          <strong>What your receipt proves:</strong> that a ballot with this code is in the ballot box, and — once
          results are published — that it is in the published list of receipts the totals were counted from.
        </Trans>
      </p>
      <p>
        <Trans>
          <strong>What it does not prove:</strong> how you voted. Nobody can look up the answers of a receipt — not you,
          not an administrator through the app — so nobody can make you show your vote with it. The count itself is made
          by our server; the published list and its fingerprint let you check that your ballot was counted in, not
          recount the votes yourself.
        </Trans>
      </p>
    </div>
  );
}

/** The voter's receipt after casting: shown, copyable and downloadable. */
export function ReceiptPanel({
  title,
  receipt,
  version = null,
}: {
  title: string;
  receipt: string | null;
  /** The version of the text read, when the ballot was cast in this visit. */
  version?: BallotTextVersion | null;
}) {
  const { t } = useLingui();
  if (!receipt) {
    return (
      <section className="card stack" aria-labelledby="receipt-title">
        <h2 id="receipt-title">
          <Trans>Your receipt</Trans>
        </h2>
        <p className="muted">
          <Trans>
            This browser has no copy of your receipt (it is kept only where you cast your ballot, never on the server
            next to your name). If you saved it, you can still check it under “Check a receipt”.
          </Trans>
        </p>
        <ReceiptExplanation />
      </section>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt);
      notify.success(t`Receipt copied.`);
    } catch {
      notify.error(t`Copying is blocked here: select the code and copy it by hand.`);
    }
  };
  const language = version ? LANGUAGE_NAMES[version.language] : '';
  const sha256 = version?.sha256 ?? '';
  const versionLine = version ? t`Text read: ${language}, SHA-256 ${sha256} (listed in the published record).` : '';
  const download = () =>
    downloadText(
      `receipt-${receipt.slice(0, 8)}.txt`,
      t`Constitutional vote: ${title}
Receipt: ${receipt}

This code identifies an anonymous ballot in the ballot box. It proves your ballot is included, not how you voted.
` + (versionLine && `${versionLine}\n`),
      'text/plain',
    );
  return (
    <section className="card stack receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">
        <Trans>Your receipt</Trans>
      </h2>
      <p>
        <Trans>Keep this code. It is the id of your anonymous ballot; only you have it.</Trans>
      </p>
      <code className="receipt__code" data-testid="receipt-code" dir="ltr">
        {receipt}
      </code>
      {version && (
        <p className="muted fingerprint" data-testid="receipt-version">
          <Trans>
            You read the <span lang={version.language}>{language}</span> text. Its SHA-256, listed in the published
            record, is <code dir="ltr">{sha256}</code>.
          </Trans>
        </p>
      )}
      <div className="ballot-actions">
        <Button variant="secondary" onClick={copy}>
          <Trans>Copy receipt</Trans>
        </Button>
        <Button variant="secondary" onClick={download}>
          <Trans>Download receipt</Trans>
        </Button>
      </div>
      <ReceiptExplanation />
    </section>
  );
}
