import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Dashboard (light)"
        description="Your essentials without live updates, for weak connections: refresh to see changes."
      />
      <EmptyState title="Nothing to show yet">
        <p>Open polls, the next live event and your constitutional-vote status appear here.</p>
      </EmptyState>
    </div>
  );
}
