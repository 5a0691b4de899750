import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { SignupForm } from '@/features/auth/components/signup-form';
import { homePathFor } from '@/lib/authorization';
import { notify } from '@/lib/notifications';

export function Component() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <SignupForm
      onSignedUp={(user) => {
        const name = user.displayName ?? t`citizen`;
        notify.success(t`Welcome, ${name}! Check your inbox to confirm your email.`);
        navigate(homePathFor(user), { replace: true });
      }}
    />
  );
}
