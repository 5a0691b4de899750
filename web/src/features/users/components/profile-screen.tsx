import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { getOwnProfile, type OwnProfile } from '../api/own-profile';
import { AccountFacts } from './account-facts';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import '../users.css';

/** The signed-in user's own profile: editable fields, read-only account facts, password change. */
export function ProfileScreen({ uid }: { uid: string }) {
  const [profile, setProfile] = useState<OwnProfile | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getOwnProfile(uid)
      .then((loaded) => {
        if (!current) return;
        if (loaded) setProfile(loaded);
        else setError('Your profile has not been created yet. Try again in a moment.');
      })
      .catch((caught: unknown) => current && setError(caught));
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  if (error) {
    return (
      <ErrorState
        title="Could not load your profile"
        error={error}
        action={
          <Button
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  if (!profile) return <LoadingState label="Loading your profile…" />;
  return (
    <div className="profile-grid">
      <ProfileForm profile={profile} onSaved={(saved) => setProfile({ ...profile, ...saved })} />
      <div className="stack">
        <AccountFacts profile={profile} />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
