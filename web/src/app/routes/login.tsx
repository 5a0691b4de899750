import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { afterLoginPath } from '@/lib/session/return-path';
import { signIn } from '@/lib/session/session';

export function Component() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const user = await signIn(String(form.get('email')), String(form.get('password')));
      // Back to the screen that sent the visitor here, when this user may open it.
      navigate(afterLoginPath(user), { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Sign-in failed');
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="card stack auth-form" onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <FormField label="Email">
        <input name="email" type="email" autoComplete="email" required />
      </FormField>
      <FormField label="Password">
        <input name="password" type="password" autoComplete="current-password" required />
      </FormField>
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <Button type="submit" pending={pending} pendingLabel="Signing in…">
        Log in
      </Button>
      <p className="muted">
        No account yet? <Link to={paths.signup}>Sign up</Link>
      </p>
    </form>
  );
}
