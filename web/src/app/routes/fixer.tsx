import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Maintenance"
        description="Jobs that repair data: recount poll and ballot tallies, rebuild missing user profiles, resync role claims. Each runs as a dry run first and shows its progress."
      />
      <EmptyState title="No maintenance jobs have run yet">
        <p>Jobs you start appear here with their progress and a summary of what they changed.</p>
      </EmptyState>
    </div>
  );
}
