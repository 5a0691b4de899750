import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { authErrorCode } from '@/lib/session/auth-errors';
import { forgetReturnPath } from '@/lib/session/return-path';
import { deleteMyAccount } from '../api/delete-my-account';

/**
 * "Delete my account": what happens, in plain words, then the password again (a recent sign-in,
 * which the server checks) and the deletion. Afterwards this device is signed out and sent to the
 * landing page; the account cannot sign in again.
 */
export function DeleteAccountCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) {
      setError(t`Enter your password to confirm it is you.`);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await deleteMyAccount(password);
      forgetReturnPath();
      notify.success(t`Your account was deleted.`);
      await navigate(paths.landing, { replace: true });
    } catch (caught) {
      const code = authErrorCode(caught);
      if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') {
        setError(t`That password is not correct.`);
      } else if (code === 'auth/too-many-requests') {
        setError(t`Too many attempts. Wait a few minutes, then try again.`);
      } else {
        setError(
          functionErrorMessage(caught, t`Your account could not be deleted. Check your connection and try again.`),
        );
      }
      setPending(false);
    }
  }

  return (
    <section className="card stack delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">
        <Trans>Delete my account</Trans>
      </h2>
      <p>
        <Trans>
          Deleting your account cannot be undone. You can no longer sign in, and your profile, your viewing history,
          your reactions and every record kept only for you are removed.
        </Trans>
      </p>
      <ul className="delete-account__facts">
        <li>
          <Trans>Your comments and questions stay, shown as from “Deleted user”, without your name.</Trans>
        </li>
        <li>
          <Trans>Your votes and answers stay counted, without your name: results never change.</Trans>
        </li>
        <li>
          <Trans>Reports you filed stay for the moderators, without your name.</Trans>
        </li>
        <li>
          <Trans>A constitutional ballot you cast stays in the count; it was never linked to you.</Trans>
        </li>
      </ul>
      <p className="muted">
        <Trans>Download your data first if you want a copy.</Trans>
      </p>
      {isAdmin ? (
        <p className="muted">
          <Trans>An administrator’s account is deleted by another administrator, from user management.</Trans>
        </p>
      ) : !open ? (
        <div>
          <Button variant="danger" onClick={() => setOpen(true)}>
            <Trans>Delete my account…</Trans>
          </Button>
        </div>
      ) : (
        <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormField
            label={t`Your password`}
            error={error}
            hint={t`To protect your account, enter your password again.`}
          >
            <input name="password" type="password" autoComplete="current-password" />
          </FormField>
          <div className="delete-account__actions">
            <Button type="submit" variant="danger" pending={pending} pendingLabel={t`Deleting…`}>
              <Trans>Delete my account permanently</Trans>
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={pending}
              onClick={() => {
                setOpen(false);
                setError(null);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
