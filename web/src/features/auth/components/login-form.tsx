import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import type { UserDetails } from '@/lib/session/user-details';
import { preloadAuth } from '@/lib/session/deferred-auth';
import { useHydrated } from '@/lib/use-hydrated';
import { authErrorMessage } from '@/lib/session/auth-errors';
import type { ProvisioningStep } from '@/lib/session/await-provisioning';

/**
 * The new account's progress is shown only once the form is sent: it loads then, not with the page
 * (docs/performance.md, "Room on the public pages"). Its messages are in the auth catalog.
 */
const ProvisioningStatus = lazy(() =>
  import('./provisioning-status').then((module) => ({ default: module.ProvisioningStatus })),
);

/**
 * Email and password sign-in with friendly failures (wrong credentials, disabled account, too many
 * attempts, offline), and "Forgot password?" which sends a reset email to the typed address.
 * Firebase Auth starts loading when the form is first focused, not with the page.
 */
export interface LoginFormProps {
  /** Why the visitor is here, when a guarded screen sent them ("Log in to continue to …"). */
  reason?: string | null;
  onSignedIn: (user: UserDetails) => void;
}

export function LoginForm({ reason, onSignedIn }: LoginFormProps) {
  const hydrated = useHydrated();
  const { t } = useLingui();
  // Uncontrolled: what a visitor types into the prerendered page before it hydrates is kept.
  const emailInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<'login' | 'reset' | null>(null);
  // A first login whose account the server is still setting up waits for it, saying so.
  const [step, setStep] = useState<ProvisioningStep | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setPending('login');
    setError(null);
    setNotice(null);
    try {
      const { signIn } = await import('@/lib/session/session');
      onSignedIn(await signIn(email, password, setStep));
    } catch (caught) {
      setError(authErrorMessage(caught, t`Sign-in failed. Please try again.`));
    } finally {
      setPending(null);
      setStep(null);
    }
  }

  async function onForgotPassword() {
    setError(null);
    setNotice(null);
    // Loaded on use: the log-in page itself stays free of zod and the Auth SDK.
    const [{ emailSchema }, { requestPasswordReset }] = await Promise.all([
      import('../api/auth-schemas'),
      import('../api/request-password-reset'),
    ]);
    const checked = emailSchema.safeParse(emailInput.current?.value ?? '');
    if (!checked.success) {
      setEmailError(t`Enter your email address above, then choose “Forgot password?” again.`);
      return;
    }
    setEmailError(null);
    setPending('reset');
    try {
      await requestPasswordReset(checked.data);
      const email = checked.data;
      setNotice(t`If an account exists for ${email}, a link to reset its password is on its way.`);
    } catch (caught) {
      setError(authErrorMessage(caught, t`Could not send the reset email. Please try again.`));
    } finally {
      setPending(null);
    }
  }

  return (
    <form
      className="card stack auth-form"
      onSubmit={onSubmit}
      onFocus={preloadAuth}
      onPointerDown={preloadAuth}
      aria-labelledby="login-title"
      noValidate
    >
      <h1 id="login-title">
        <Trans>Log in</Trans>
      </h1>
      {reason && (
        <p role="status" className="alert">
          {reason}
        </p>
      )}
      <FormField label={t`Email`} error={emailError}>
        <input name="email" type="email" autoComplete="email" required ref={emailInput} />
      </FormField>
      <FormField label={t`Password`}>
        <input name="password" type="password" autoComplete="current-password" required />
      </FormField>
      <ErrorAlert>{error}</ErrorAlert>
      {step && (
        <Suspense fallback={null}>
          <ProvisioningStatus step={step} />
        </Suspense>
      )}
      {notice && (
        <p role="status" className="alert">
          {notice}
        </p>
      )}
      <Button
        type="submit"
        pending={pending === 'login'}
        pendingLabel={t`Signing in…`}
        disabled={!hydrated || pending !== null}
      >
        <Trans>Log in</Trans>
      </Button>
      <Button variant="secondary" onClick={onForgotPassword} pending={pending === 'reset'} pendingLabel={t`Sending…`}>
        <Trans>Forgot password?</Trans>
      </Button>
      <p className="muted">
        <Trans>
          No account yet? <Link to={paths.signup}>Sign up</Link>
        </Trans>
      </p>
    </form>
  );
}
