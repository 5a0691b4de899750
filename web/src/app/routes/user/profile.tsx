import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/states';
import { MyReports } from '@/features/reports/components/my-reports';
import { ProfileScreen } from '@/features/users/components/profile-screen';
import { useUser } from '@/lib/session/session-store';

// Download and deletion sit below the fold: loaded after the screen, outside its first script.
const OwnDataSection = lazy(() =>
  import('@/features/users/components/own-data-section').then((module) => ({ default: module.Component })),
);

export function Component() {
  const { t } = useLingui();
  const user = useUser();
  return (
    <div className="stack">
      <PageHeader
        title={t`Profile`}
        description={t`Your display name, photo and short bio; your role and voting eligibility; change your password; download your data or delete your account.`}
      />
      {user ? (
        <>
          <ProfileScreen uid={user.uid} />
          <MyReports uid={user.uid} />
          <Suspense fallback={<LoadingState />}>
            <OwnDataSection uid={user.uid} isAdmin={user.role === 'admin'} />
          </Suspense>
        </>
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
