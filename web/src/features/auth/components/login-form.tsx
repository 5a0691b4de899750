import { emailSchema } from '@civic/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import type { UserDetails } from '@/lib/session/user-details';
import { signIn } from '@/lib/session/session';
import { requestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '@/lib/session/auth-errors';

/**
 * Email and password sign-in with friendly failures (wrong credentials, disabled account, too many
 * attempts, offline), and "Forgot password?" which sends a reset email to the typed address.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserDetails) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<'login' | 'reset' | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password'));
    setPending('login');
    setError(null);
    setNotice(null);
    try {
      onSignedIn(await signIn(email.trim(), password));
    } catch (caught) {
      setError(authErrorMessage(caught, 'Sign-in failed. Please try again.'));
    } finally {
      setPending(null);
    }
  }

  async function onForgotPassword() {
    setError(null);
    setNotice(null);
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setEmailError('Enter your email address above, then choose “Forgot password?” again.');
      return;
    }
    setEmailError(null);
    setPending('reset');
    try {
      await requestPasswordReset(checked.data);
      setNotice(`If an account exists for ${checked.data}, a link to reset its password is on its way.`);
    } catch (caught) {
      setError(authErrorMessage(caught, 'Could not send the reset email. Please try again.'));
    } finally {
      setPending(null);
    }
  }

  return (
    <form className="card stack auth-form" onSubmit={onSubmit} aria-labelledby="login-title" noValidate>
      <h1 id="login-title">Log in</h1>
      <FormField label="Email" error={emailError}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField label="Password">
        <input name="password" type="password" autoComplete="current-password" required />
      </FormField>
      <ErrorAlert>{error}</ErrorAlert>
      {notice && (
        <p role="status" className="alert">
          {notice}
        </p>
      )}
      <Button type="submit" pending={pending === 'login'} pendingLabel="Signing in…" disabled={pending !== null}>
        Log in
      </Button>
      <Button variant="secondary" onClick={onForgotPassword} pending={pending === 'reset'} pendingLabel="Sending…">
        Forgot password?
      </Button>
      <p className="muted">
        No account yet? <Link to={paths.signup}>Sign up</Link>
      </p>
    </form>
  );
}
