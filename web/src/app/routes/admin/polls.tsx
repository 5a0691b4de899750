import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Polls"
        description="Create, open, close and delete polls with 2–10 options and a schedule; follow results live."
      />
      <EmptyState title="No polls listed here yet">
        <p>Polls you create appear here with their status and live results.</p>
      </EmptyState>
    </div>
  );
}
