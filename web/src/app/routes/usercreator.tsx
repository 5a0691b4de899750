import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { UserCreatorForm } from '@/features/users/components/user-creator-form';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PageHeader
        title={t`Create a user`}
        description={t`One account with a role and a temporary password. To create many, import a CSV file.`}
      />
      <UserCreatorForm />
    </div>
  );
}
