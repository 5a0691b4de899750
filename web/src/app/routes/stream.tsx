import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Public stream"
        description="Watch the current live event without an account. Voting and comments need a signed-in account."
      />
      <EmptyState title="No event is streaming right now">
        <p>When an administrator starts a live event, its video plays here for everyone.</p>
      </EmptyState>
    </div>
  );
}
