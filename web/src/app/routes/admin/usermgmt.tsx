import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PersonalDataNotice } from '@/components/ui/personal-data-notice';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { UserManagement } from '@/features/users/components/user-management';
import { useUser } from '@/lib/session/session-store';

export function Component() {
  const { t } = useLingui();
  const user = useUser();
  return (
    <div className="stack">
      <PageHeader
        title={t`Users`}
        description={t`Search and page through accounts; change roles, disable or enable, mark constitutional-vote eligibility, delete.`}
        actions={
          <>
            <Link className="button" to={paths.usercreator}>
              <Trans>New user</Trans>
            </Link>
            <Link className="button button--secondary" to={paths.userUploader}>
              <Trans>Import CSV</Trans>
            </Link>
          </>
        }
      />
      <PersonalDataNotice />
      {user ? <UserManagement currentUid={user.uid} /> : <LoadingState />}
    </div>
  );
}
