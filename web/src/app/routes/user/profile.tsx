import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/states';
import { MyReports } from '@/features/reports/components/my-reports';
import { DeleteAccountCard } from '@/features/users/components/delete-account-card';
import { DownloadMyDataCard } from '@/features/users/components/download-my-data-card';
import { ProfileScreen } from '@/features/users/components/profile-screen';
import { useUser } from '@/lib/session/session-store';

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
          <DownloadMyDataCard uid={user.uid} />
          <DeleteAccountCard isAdmin={user.role === 'admin'} />
        </>
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
