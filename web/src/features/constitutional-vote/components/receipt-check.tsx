import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { functionErrorMessage, isFunctionsError } from '@/lib/firebase/functions-error';
import { checkReceipt } from '../api/check-receipt';

type Outcome = { included: boolean } | { error: string } | null;

/** Anyone signed in can ask whether a receipt's ballot is in the box: yes or no, nothing more. */
export function ReceiptCheck({ ballotId, initial = '' }: { ballotId: string; initial?: string }) {
  const { t } = useLingui();
  const [receipt, setReceipt] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      setOutcome({ included: await checkReceipt(ballotId, receipt) });
    } catch (caught) {
      const message = isFunctionsError(caught)
        ? functionErrorMessage(caught, '')
        : caught instanceof Error && caught.name === 'ZodError'
          ? t`A receipt code is 32 characters, 0–9 and a–f.`
          : t`The receipt could not be checked right now. Try again in a moment.`;
      setOutcome({ error: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="receipt-check-title">
      <h2 id="receipt-check-title">
        <Trans>Check a receipt</Trans>
      </h2>
      <FormField label={t`Receipt code`} error={outcome && 'error' in outcome ? outcome.error : null}>
        <input
          value={receipt}
          onChange={(e) => {
            setReceipt(e.target.value);
            setOutcome(null);
          }}
          autoComplete="off"
          spellCheck={false}
          className="receipt__input"
          dir="ltr"
        />
      </FormField>
      <div className="ballot-actions">
        <Button type="submit" pending={pending} pendingLabel={t`Checking…`}>
          <Trans>Check receipt</Trans>
        </Button>
      </div>
      <div aria-live="polite">
        {outcome && 'included' in outcome && (
          <p className={outcome.included ? 'receipt-check--found' : 'receipt-check--missing'}>
            {outcome.included ? (
              <Trans>Included: a ballot with this receipt is in the ballot box.</Trans>
            ) : (
              <Trans>
                Not found: no ballot with this receipt is in the ballot box. Check the code for typing mistakes.
              </Trans>
            )}
          </p>
        )}
      </div>
    </form>
  );
}
