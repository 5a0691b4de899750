import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Profile"
        description="Your display name, photo and short bio; your role and voting eligibility; change your password."
      />
      <EmptyState title="Profile editing is not available yet">
        <p>Your profile form will appear here.</p>
      </EmptyState>
    </div>
  );
}
