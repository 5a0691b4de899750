import { useNavigate } from 'react-router';
import { SignupForm } from '@/features/auth/components/signup-form';
import { homePathFor } from '@/lib/authorization';
import { notify } from '@/lib/notifications';

export function Component() {
  const navigate = useNavigate();
  return (
    <SignupForm
      onSignedUp={(user) => {
        notify.success(`Welcome, ${user.displayName ?? 'citizen'}! Check your inbox to confirm your email.`);
        navigate(homePathFor(user), { replace: true });
      }}
    />
  );
}
