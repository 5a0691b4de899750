import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Admin dashboard"
        description="Key figures at a glance: users, live viewers, votes today, open polls and open reports."
      />
      <EmptyState title="No figures yet">
        <p>Counts and charts appear here as people sign up, watch and vote.</p>
      </EmptyState>
    </div>
  );
}
