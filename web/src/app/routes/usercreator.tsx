import { PageHeader } from '@/components/ui/page-header';
import { UserCreatorForm } from '@/features/users/components/user-creator-form';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Create a user"
        description="One account with a role and a temporary password. To create many, import a CSV file."
      />
      <UserCreatorForm />
    </div>
  );
}
