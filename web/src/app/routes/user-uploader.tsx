import { PageHeader } from '@/components/ui/page-header';
import { UserUploader } from '@/features/users/components/user-uploader';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Import users"
        description="Create many accounts from a CSV file: check it first, then import it in chunks."
      />
      <UserUploader />
    </div>
  );
}
