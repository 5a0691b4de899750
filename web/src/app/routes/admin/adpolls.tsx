import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Ad polls"
        description="Sponsored polls: a poll with a sponsor name, image and link, with impressions and clicks counted."
      />
      <EmptyState title="No ad polls yet">
        <p>Sponsored polls you create appear here with their impressions and clicks.</p>
      </EmptyState>
    </div>
  );
}
