import { Trans, useLingui } from '@lingui/react/macro';
import { USER_LIMITS } from '@civic/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { fieldMessage } from '@/lib/i18n/field-messages';
import { notify } from '@/lib/notifications';
import { authErrorCode, authErrorMessage } from '@/lib/session/auth-errors';
import { changePassword } from '../api/change-password';
import { loadProfileSchemas } from './profile-form';

type Field = 'current' | 'next' | 'confirm';

/** Current password (re-authentication), new password with the stated rules, and confirmation. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = String(form.get('current') ?? '');
    const next = String(form.get('next') ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (!current) found.current = t`Enter your current password.`;
    let passwordSchema: Awaited<ReturnType<typeof loadProfileSchemas>>['passwordSchema'];
    try {
      ({ passwordSchema } = await loadProfileSchemas());
    } catch {
      setErrors({ confirm: t`Could not check the new password. Check your connection and try again.` });
      return;
    }
    const rule = passwordSchema.safeParse(next);
    const issue = rule.success ? undefined : rule.error.issues[0];
    if (issue) found.next = fieldMessage(issue);
    else if (next === current) found.next = t`Choose a password different from the current one.`;
    if (String(form.get('confirm') ?? '') !== next) found.confirm = t`The two new passwords do not match.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await changePassword(current, next);
      formElement.reset();
      notify.success(t`Password changed.`);
    } catch (caught) {
      const code = authErrorCode(caught);
      if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') {
        setErrors({ current: t`Your current password is not correct.` });
      } else if (code === 'auth/weak-password') setErrors({ next: authErrorMessage(caught) });
      else setErrors({ confirm: authErrorMessage(caught, t`Could not change your password. Please try again.`) });
    } finally {
      setPending(false);
    }
  }

  const passwordMin = USER_LIMITS.passwordMin;
  return (
    <form
      className="card stack"
      onSubmit={onSubmit}
      onFocus={() => void loadProfileSchemas()}
      aria-labelledby="password-form-title"
      noValidate
    >
      <h2 id="password-form-title">
        <Trans>Change password</Trans>
      </h2>
      <FormField label={t`Current password`} error={errors.current}>
        <input name="current" type="password" autoComplete="current-password" />
      </FormField>
      <FormField
        label={t`New password`}
        error={errors.next}
        hint={t`At least ${passwordMin} characters, with at least one letter and one digit.`}
      >
        <input name="next" type="password" autoComplete="new-password" />
      </FormField>
      <FormField label={t`Confirm new password`} error={errors.confirm}>
        <input name="confirm" type="password" autoComplete="new-password" />
      </FormField>
      <Button type="submit" pending={pending} pendingLabel={t`Changing…`}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
