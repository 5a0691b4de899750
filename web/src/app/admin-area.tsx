/**
 * The admin layout with the admin's own profile. The spec's route table gives profiles only to
 * the user area (/User/profile is for role user) and allows no new paths, so administrators open
 * the same profile screen in a dialog from any admin screen: `?profile` on the current admin path
 * (a link, so Back closes it and it can be bookmarked). docs/PRODUCT.md §2.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useUser } from '@/lib/session/session-store';

/** The search parameter that opens the profile dialog. */
export const PROFILE_PARAM = 'profile';

// Loaded when opened: the admin layout is part of the entry bundle every page downloads.
const ProfileScreen = lazy(() =>
  import('@/features/users/components/profile-screen').then((module) => ({ default: module.ProfileScreen })),
);

function ProfileDialog() {
  const { t } = useLingui();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const open = params.has(PROFILE_PARAM) && user !== null;
  const ref = useModalDialog(open);
  const close = () =>
    setParams(
      (current) => {
        current.delete(PROFILE_PARAM);
        return current;
      },
      { replace: true },
    );
  return (
    <dialog
      ref={ref}
      className="dialog dialog--wide card"
      aria-labelledby="admin-profile-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="dialog__header">
        <h2 id="admin-profile-title">
          <Trans>Your profile</Trans>
        </h2>
        <Button variant="secondary" onClick={close}>
          <Trans>Close</Trans>
        </Button>
      </div>
      {open && (
        <Suspense fallback={<LoadingState label={t`Loading your profile…`} />}>
          <ProfileScreen uid={user.uid} />
        </Suspense>
      )}
    </dialog>
  );
}

export function AdminArea() {
  return (
    <AdminLayout
      headerLinks={
        <Link className="button button--secondary" to={{ search: `?${PROFILE_PARAM}` }}>
          <Trans>Profile</Trans>
        </Link>
      }
    >
      <ProfileDialog />
    </AdminLayout>
  );
}
