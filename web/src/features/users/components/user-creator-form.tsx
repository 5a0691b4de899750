import { fieldMessage } from '@/lib/i18n/field-messages';
import {
  createUserRequest,
  fieldErrorsOf,
  PASSWORD_RULES,
  generateTemporaryPassword,
  ROLES,
  USER_LIMITS,
  type RequestOf,
  type CreateUserResponse,
  type Role,
} from '@civic/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { createUser } from '../api/create-user';
import '../users.css';

type Field = 'email' | 'displayName' | 'role' | 'password';

/**
 * A lost answer does not mean nothing happened: the same form sent again carries the same request
 * id (lib/firebase/functions.ts), so the server answers how the first attempt ended, password included.
 */
function creationFailure(caught: unknown): string {
  const code = (caught as { code?: string } | null)?.code;
  if (code === 'functions/deadline-exceeded' || code === 'functions/internal' || code === 'functions/unavailable') {
    return 'No answer came back, so the account may or may not have been created. Press Create account again without changing the form: it will not create a second account, and shows the temporary password if the first attempt created it.';
  }
  return `Could not create the account. ${functionErrorMessage(caught, 'Check your connection and try again.')}`;
}

/**
 * `/usercreator`: one account with a role and a temporary password, generated here (shown, and
 * can be regenerated) or typed. The result says what happened, including "already exists".
 */
export function UserCreatorForm() {
  const [passwordMode, setPasswordMode] = useState<'generate' | 'type'>('generate');
  const [generated, setGenerated] = useState(generateTemporaryPassword);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CreateUserResponse | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const request = {
      email: String(form.get('email') ?? ''),
      displayName: String(form.get('displayName') ?? ''),
      role: String(form.get('role') ?? 'user') as Role,
      eligible: form.get('eligible') === 'on',
      password: passwordMode === 'generate' ? generated : String(form.get('password') ?? ''),
    } satisfies RequestOf<'createUser'>;
    const checked = createUserRequest.safeParse(request);
    setResult(null);
    setError(null);
    if (!checked.success) {
      setErrors(fieldErrorsOf<Field>(checked.error, fieldMessage));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const created = await createUser(checked.data);
      setResult(created);
      if (created.outcome === 'created') {
        formElement.reset();
        setGenerated(generateTemporaryPassword());
      }
    } catch (caught) {
      setError(creationFailure(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="stack creator">
      <form className="card stack" onSubmit={onSubmit} aria-labelledby="creator-title" noValidate>
        <h2 id="creator-title">New account</h2>
        <FormField label="Email" error={errors.email}>
          <input name="email" type="email" autoComplete="off" />
        </FormField>
        <FormField label="Display name" error={errors.displayName}>
          <input name="displayName" maxLength={USER_LIMITS.displayNameMax} autoComplete="off" />
        </FormField>
        <FormField label="Role" error={errors.role}>
          <select name="role" defaultValue="user">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role === 'admin' ? 'Administrator (admin)' : 'Citizen (user)'}
              </option>
            ))}
          </select>
        </FormField>
        <label>
          <input name="eligible" type="checkbox" /> Eligible for the constitutional vote
        </label>
        <fieldset className="stack choice-group">
          <legend>Temporary password</legend>
          <label>
            <input
              type="radio"
              name="passwordMode"
              checked={passwordMode === 'generate'}
              onChange={() => setPasswordMode('generate')}
            />{' '}
            Generate one
          </label>
          <label>
            <input
              type="radio"
              name="passwordMode"
              checked={passwordMode === 'type'}
              onChange={() => setPasswordMode('type')}
            />{' '}
            Type one
          </label>
          {passwordMode === 'generate' ? (
            <p>
              <span className="secret" aria-label="Generated password">
                {generated}
              </span>{' '}
              <Button variant="secondary" onClick={() => setGenerated(generateTemporaryPassword())}>
                Generate another
              </Button>
            </p>
          ) : (
            <FormField label="Temporary password" error={errors.password} hint={PASSWORD_RULES}>
              <input name="password" type="text" autoComplete="off" />
            </FormField>
          )}
        </fieldset>
        <ErrorAlert>{error}</ErrorAlert>
        <Button type="submit" pending={pending} pendingLabel="Creating…">
          Create account
        </Button>
      </form>
      {result?.outcome === 'created' && (
        <section className="card stack" role="status" aria-labelledby="created-title">
          <h2 id="created-title">Account created</h2>
          <p>
            <strong>{result.email}</strong> can now log in with the temporary password{' '}
            <span className="secret" data-testid="temporary-password">
              {result.temporaryPassword}
            </span>
            . Share it privately; they should change it from their profile.
          </p>
        </section>
      )}
      {result?.outcome === 'existed' && (
        <ErrorAlert>An account with the email {result.email} already exists. Nothing was changed.</ErrorAlert>
      )}
    </div>
  );
}
