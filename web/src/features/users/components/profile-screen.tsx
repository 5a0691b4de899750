import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { getOwnProfile } from '../api/get-own-profile';
import { AccountFacts } from './account-facts';
import { ChangePasswordForm } from './change-password-form';
import { EmailVerification } from './email-verification';
import { ProfileForm } from './profile-form';
import '../users.css';

/**
 * The signed-in user's own profile: editable fields, read-only account facts, email verification,
 * password change.
 */
export function ProfileScreen({ uid }: { uid: string }) {
  const { t } = useLingui();
  const profile = useAsync(uid, async () => {
    const loaded = await getOwnProfile(uid);
    if (!loaded) throw new Error(t`Your profile has not been created yet. Try again in a moment.`);
    return loaded;
  });

  if (profile.state === 'error') {
    return (
      <ErrorState
        title={t`Could not load your profile`}
        error={profile.error}
        action={
          <Button onClick={profile.retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (profile.state === 'loading') return <LoadingState label={t`Loading your profile…`} />;
  return (
    <div className="profile-grid">
      <ProfileForm
        profile={profile.data}
        onSaved={(saved) => profile.update((current) => ({ ...current, ...saved }))}
      />
      <div className="stack">
        <AccountFacts profile={profile.data} />
        <EmailVerification uid={uid} />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
