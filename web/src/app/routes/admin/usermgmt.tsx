import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Users"
        description="Search and page through accounts; change roles, disable or enable, mark constitutional-vote eligibility, delete."
      />
      <EmptyState title="The user list is not available yet">
        <p>Accounts appear here with their role, status and eligibility.</p>
      </EmptyState>
    </div>
  );
}
