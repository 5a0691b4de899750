import { Trans, useLingui } from '@lingui/react/macro';
import { USER_LIMITS } from '@civic/domain';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import type { UserDetails } from '@/lib/session/user-details';
import { preloadAuth } from '@/lib/session/deferred-auth';
import { useHydrated } from '@/lib/use-hydrated';
import type { ProvisioningStep } from '@/lib/session/await-provisioning';
import type { SignupFieldErrors } from '../api/signup-checks';

const { passwordMin } = USER_LIMITS;

/**
 * The new account's progress is shown only once the form is sent: it loads then, not with the page
 * (docs/performance.md, "Room on the public pages"). Its messages are in the auth catalog.
 */
const ProvisioningStatus = lazy(() =>
  import('./provisioning-status').then((module) => ({ default: module.ProvisioningStatus })),
);

/**
 * The form's checks (the domain's schemas, zod, their messages and Firebase Auth's) and Firebase
 * Auth load when the form is first used, not with the page: the public sign-up page stays within
 * its script budget (docs/performance.md, "Room on the public pages").
 */
const loadChecks = () => import('../api/signup-checks');
const loadSignUp = () => import('../api/sign-up');
const preloadSignUp = () => {
  preloadAuth();
  void loadSignUp();
  void loadChecks();
};

/** Sign-up with the same rules the server and the profile use; field messages where they belong. */
export function SignupForm({ onSignedUp }: { onSignedUp: (user: UserDetails) => void }) {
  const hydrated = useHydrated();
  const { t } = useLingui();
  const [errors, setErrors] = useState<SignupFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<ProvisioningStep | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      displayName: String(form.get('displayName') ?? ''),
    };
    const checks = await loadChecks();
    const found = checks.validate(values);
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const { signUp } = await loadSignUp();
      const { displayNameSchema, emailSchema } = checks;
      onSignedUp(
        await signUp(
          {
            email: emailSchema.parse(values.email),
            password: values.password,
            displayName: displayNameSchema.parse(values.displayName),
          },
          setStep,
        ),
      );
    } catch (caught) {
      const code = checks.authErrorCode(caught);
      const message = checks.authErrorMessage(caught, t`Sign-up failed. Please try again.`);
      if (code === 'auth/email-already-in-use' || code === 'auth/invalid-email') setErrors({ email: message });
      else if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
        setErrors({ password: message });
      } else setError(message);
    } finally {
      setPending(false);
      setStep(null);
    }
  }

  return (
    <form
      className="card stack auth-form"
      onSubmit={onSubmit}
      onFocus={preloadSignUp}
      onPointerDown={preloadSignUp}
      aria-labelledby="signup-title"
      noValidate
    >
      <h1 id="signup-title">
        <Trans>Sign up</Trans>
      </h1>
      <FormField label={t`Display name`} error={errors.displayName} hint={t`Shown with your comments and votes.`}>
        <input name="displayName" autoComplete="name" maxLength={USER_LIMITS.displayNameMax} required />
      </FormField>
      <FormField label={t`Email`} error={errors.email}>
        <input name="email" type="email" autoComplete="email" required />
      </FormField>
      <FormField
        label={t`Password`}
        error={errors.password}
        hint={t`At least ${passwordMin} characters, with at least one letter and one digit.`}
      >
        <input name="password" type="password" autoComplete="new-password" required />
      </FormField>
      <p className="muted">
        <Trans>
          How we use and keep your data, and how to delete it: <Link to={paths.privacy}>Privacy</Link>.
        </Trans>
      </p>
      <ErrorAlert>{error}</ErrorAlert>
      {step && (
        <Suspense fallback={null}>
          <ProvisioningStatus step={step} />
        </Suspense>
      )}
      <Button type="submit" pending={pending} pendingLabel={t`Creating your account…`} disabled={!hydrated}>
        <Trans>Create account</Trans>
      </Button>
      <p className="muted">
        <Trans>
          We will send you an email to confirm your address. Already have an account?{' '}
          <Link to={paths.login}>Log in</Link>
        </Trans>
      </p>
    </form>
  );
}
