import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { PersonalDataNotice } from '@/components/ui/personal-data-notice';
import { UserUploader } from '@/features/users/components/user-uploader';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PageHeader
        title={t`Import users`}
        description={t`Create many accounts from a CSV file: check it first, then import it in chunks.`}
      />
      <PersonalDataNotice />
      <UserUploader />
    </div>
  );
}
