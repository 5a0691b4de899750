import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notifications';
import { authErrorMessage } from '@/lib/session/auth-errors';
import { useAsync } from '@/lib/use-async';
import { checkEmailVerified } from '../api/check-email-verified';
import { sendVerificationLink } from '../api/send-verification-link';

/**
 * The account's email verification: a verified address may post where others read (comments,
 * questions, the game's leaderboard); an unverified one may read and vote (docs/trust.md).
 */
export function EmailVerification({ uid }: { uid: string }) {
  const { t } = useLingui();
  const verified = useAsync(uid, checkEmailVerified);
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      const email = await sendVerificationLink();
      notify.success(t`Verification link sent to ${email}. Open it, then press “I have opened the link”.`);
    } catch (caught) {
      notify.error(authErrorMessage(caught, t`Could not send the verification link. Please try again.`));
    } finally {
      setSending(false);
    }
  }

  const reason = verified.state === 'error' ? authErrorMessage(verified.error) : '';
  return (
    <section className="card stack" aria-labelledby="email-verification-title" aria-busy={verified.state === 'loading'}>
      <h2 id="email-verification-title">
        <Trans>Email address</Trans>
      </h2>
      {verified.state === 'loading' && (
        <p className="muted">
          <Trans>Checking whether your email address is verified…</Trans>
        </p>
      )}
      {verified.state === 'error' && (
        <>
          <p role="alert">
            <Trans>Could not check your email address: {reason}</Trans>
          </p>
          <Button onClick={verified.retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {verified.state === 'ready' && verified.data && (
        <p>
          <Trans>✓ Verified. You can comment, ask questions and play.</Trans>
        </p>
      )}
      {verified.state === 'ready' && !verified.data && (
        <>
          <p>
            <Trans>
              <strong>Not verified yet.</strong> You can watch and vote; to comment, ask a question or join the game,
              verify your address with the link we email you.
            </Trans>
          </p>
          <div className="button-row">
            <Button onClick={send} pending={sending} pendingLabel={t`Sending…`}>
              <Trans>Send verification link</Trans>
            </Button>
            <Button variant="secondary" onClick={verified.retry}>
              <Trans>I have opened the link</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
