import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notifications';
import { downloadText } from '@/lib/download';

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
export function ReceiptPanel({ title, receipt }: { title: string; receipt: string | null }) {
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
  const download = () =>
    downloadText(
      `receipt-${receipt.slice(0, 8)}.txt`,
      t`Constitutional vote: ${title}
Receipt: ${receipt}

This code identifies an anonymous ballot in the ballot box. It proves your ballot is included, not how you voted.
`,
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
