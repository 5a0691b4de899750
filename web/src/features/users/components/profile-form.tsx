import { fieldMessage } from '@/lib/i18n/field-messages';
import { fieldErrorsOf, USER_LIMITS, type ProfileUpdate } from '@civic/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/lib/notifications';
import { refreshUser } from '@/lib/session/session';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import type { OwnProfile } from '../api/get-own-profile';
import { updateOwnProfile } from '../api/update-own-profile';

/** zod comes with the form's first use, not with the profile screen (docs/performance.md). */
export const loadProfileSchemas = () => import('../api/profile-schemas');

type FieldErrors = Partial<Record<keyof ProfileUpdate, string>>;

/** Display name, photo URL and bio: the only fields a user may change on their own record. */
export function ProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved: (saved: ProfileUpdate) => void }) {
  const [values, setValues] = useState<ProfileUpdate>({
    displayName: profile.displayName,
    photoURL: profile.photoURL,
    bio: profile.bio,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof ProfileUpdate) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const { profileUpdateSchema } = await loadProfileSchemas();
      const result = profileUpdateSchema.safeParse(values);
      if (!result.success) {
        setErrors(fieldErrorsOf<keyof ProfileUpdate>(result.error, fieldMessage));
        return;
      }
      setErrors({});
      await updateOwnProfile(profile.uid, result.data);
      await refreshUser();
      onSaved(result.data);
      notify.success('Profile saved.');
    } catch (caught) {
      setError(`Could not save your profile. ${functionErrorMessage(caught, 'Check your connection and try again.')}`);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="card stack"
      onSubmit={onSubmit}
      onFocus={() => void loadProfileSchemas()}
      aria-labelledby="profile-form-title"
      noValidate
    >
      <h2 id="profile-form-title">Public profile</h2>
      <FormField label="Display name" error={errors.displayName}>
        <input
          name="displayName"
          value={values.displayName}
          onChange={set('displayName')}
          maxLength={USER_LIMITS.displayNameMax}
          autoComplete="nickname"
        />
      </FormField>
      <FormField label="Photo URL" error={errors.photoURL} hint="An https:// link to an image, or leave empty.">
        <input name="photoURL" type="url" value={values.photoURL} onChange={set('photoURL')} inputMode="url" />
      </FormField>
      <FormField label="Bio" error={errors.bio} hint={`${values.bio.length} / ${USER_LIMITS.bioMax} characters`}>
        <textarea name="bio" rows={3} value={values.bio} onChange={set('bio')} />
      </FormField>
      <ErrorAlert>{error}</ErrorAlert>
      <Button type="submit" pending={pending} pendingLabel="Saving…">
        Save profile
      </Button>
    </form>
  );
}
