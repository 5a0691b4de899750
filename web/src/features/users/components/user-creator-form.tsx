import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldMessage } from '@/lib/i18n/field-messages';
import {
  createUserRequest,
  fieldErrorsOf,
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
    return t`No answer came back, so the account may or may not have been created. Press Create account again without changing the form: it will not create a second account, and shows the temporary password if the first attempt created it.`;
  }
  const reason = functionErrorMessage(caught, t`Check your connection and try again.`);
  return t`Could not create the account. ${reason}`;
}

/**
 * `/usercreator`: one account with a role and a temporary password, generated here (shown, and
 * can be regenerated) or typed. The result says what happened, including "already exists".
 */
export function UserCreatorForm() {
  const { t } = useLingui();
  const passwordMin = USER_LIMITS.passwordMin;
  const passwordRules = t`At least ${passwordMin} characters, with at least one letter and one digit.`;
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

  const email = result?.email ?? '';
  const temporaryPassword = result?.temporaryPassword ?? '';
  return (
    <div className="stack creator">
      <form className="card stack" onSubmit={onSubmit} aria-labelledby="creator-title" noValidate>
        <h2 id="creator-title">
          <Trans>New account</Trans>
        </h2>
        <FormField label={t`Email`} error={errors.email}>
          <input name="email" type="email" autoComplete="off" dir="ltr" />
        </FormField>
        <FormField label={t`Display name`} error={errors.displayName}>
          <input name="displayName" maxLength={USER_LIMITS.displayNameMax} autoComplete="off" dir="auto" />
        </FormField>
        <FormField label={t`Role`} error={errors.role}>
          <select name="role" defaultValue="user">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role === 'admin' ? t`Administrator (admin)` : t`Citizen (user)`}
              </option>
            ))}
          </select>
        </FormField>
        <label>
          <input name="eligible" type="checkbox" /> <Trans>Eligible for the constitutional vote</Trans>
        </label>
        <fieldset className="stack choice-group">
          <legend>
            <Trans>Temporary password</Trans>
          </legend>
          <label>
            <input
              type="radio"
              name="passwordMode"
              checked={passwordMode === 'generate'}
              onChange={() => setPasswordMode('generate')}
            />{' '}
            <Trans>Generate one</Trans>
          </label>
          <label>
            <input
              type="radio"
              name="passwordMode"
              checked={passwordMode === 'type'}
              onChange={() => setPasswordMode('type')}
            />{' '}
            <Trans>Type one</Trans>
          </label>
          {passwordMode === 'generate' ? (
            <p>
              <span className="secret" aria-label={t`Generated password`} dir="ltr" translate="no">
                {generated}
              </span>{' '}
              <Button variant="secondary" onClick={() => setGenerated(generateTemporaryPassword())}>
                <Trans>Generate another</Trans>
              </Button>
            </p>
          ) : (
            <FormField label={t`Temporary password`} error={errors.password} hint={passwordRules}>
              <input name="password" type="text" autoComplete="off" dir="ltr" />
            </FormField>
          )}
        </fieldset>
        <ErrorAlert>{error}</ErrorAlert>
        <Button type="submit" pending={pending} pendingLabel={t`Creating…`}>
          <Trans>Create account</Trans>
        </Button>
      </form>
      {result?.outcome === 'created' && (
        <section className="card stack" role="status" aria-labelledby="created-title">
          <h2 id="created-title">
            <Trans>Account created</Trans>
          </h2>
          <p>
            <Trans>
              <strong>
                <bdi>{email}</bdi>
              </strong>{' '}
              can now log in with the temporary password{' '}
              <span className="secret" data-testid="temporary-password" dir="ltr" translate="no">
                {temporaryPassword}
              </span>
              . Share it privately; they should change it from their profile.
            </Trans>
          </p>
        </section>
      )}
      {result?.outcome === 'existed' && (
        <ErrorAlert>
          <Trans>
            An account with the email <bdi>{email}</bdi> already exists. Nothing was changed.
          </Trans>
        </ErrorAlert>
      )}
    </div>
  );
}
