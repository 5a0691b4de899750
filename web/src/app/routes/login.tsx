import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterLoginPath, returnPathTitle } from '@/lib/session/return-path';

const noChanges = () => () => {};

export function Component() {
  const navigate = useNavigate();
  const { t } = useLingui();
  // Read after hydration (null on the prerendered page): the screen a guard sent the visitor from.
  const continueTo = useSyncExternalStore(noChanges, returnPathTitle, () => null);
  // Back to the screen that sent the visitor here, when this user may open it.
  return (
    <LoginForm
      reason={continueTo ? t`Log in to continue to ${continueTo}.` : null}
      onSignedIn={(user) => navigate(afterLoginPath(user), { replace: true })}
    />
  );
}
