import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ProvisioningStep } from '@/lib/session/await-provisioning';

/** After this long a step says why it may take a while, so nobody gives up on a busy server. */
const SLOW_AFTER_MS = 15_000;

/**
 * What the server is doing for a new account while sign-up or a first login waits for it
 * (docs/trust.md, "A new account's first minutes"): the step, and after a while that a busy
 * server only makes it slower. Shown (mounted) only while a step is under way.
 */
export function ProvisioningStatus({ step }: { step: ProvisioningStep }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="muted stack" data-testid="provisioning-status">
      <p>
        {step === 'profile' ? (
          <Trans>Your account exists. The server is setting up your profile…</Trans>
        ) : (
          <Trans>Your profile is ready. The server is giving your account its access…</Trans>
        )}
      </p>
      {slow && (
        <p>
          <Trans>
            This is taking longer than usual because the server is busy. Keep this page open: it finishes by itself.
          </Trans>
        </p>
      )}
    </div>
  );
}
