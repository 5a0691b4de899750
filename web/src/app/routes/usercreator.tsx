import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Create a user"
        description="Create one account with an email, display name, role and temporary password."
      />
      <EmptyState title="The account form is not available yet">
        <p>This screen will hold the form that creates one account. Until then, accounts are created by signing up.</p>
      </EmptyState>
    </div>
  );
}
