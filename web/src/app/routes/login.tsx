import { useNavigate } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterLoginPath } from '@/lib/session/return-path';

export function Component() {
  const navigate = useNavigate();
  // Back to the screen that sent the visitor here, when this user may open it.
  return <LoginForm onSignedIn={(user) => navigate(afterLoginPath(user), { replace: true })} />;
}
