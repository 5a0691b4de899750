import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader title="Live" description="The stream, the poll that is live now and the comment feed." />
      <EmptyState title="Nothing is live right now">
        <p>When an event goes live its stream, the current poll and the comments appear here.</p>
      </EmptyState>
    </div>
  );
}
