import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signIn } from '@/lib/session/session';

export function LoginRoute() {
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
      navigate(user.role === 'admin' ? paths.admin.dashboard : paths.user.dashboard, { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Sign-in failed');
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="page">
      <form className="card stack" onSubmit={onSubmit} aria-labelledby="login-title" style={{ maxWidth: 420 }}>
        <h1 id="login-title">Log in</h1>
        <label className="field">
          Email
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label className="field">
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="alert alert--error">
            {error}
          </p>
        )}
        <button className="button" type="submit" disabled={pending}>
          {pending ? 'Signing in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
