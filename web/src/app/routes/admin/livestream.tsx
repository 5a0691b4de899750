import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Events"
        description="Live events: title, description, schedule and stream source (HLS, YouTube or Vimeo embed, or the in-app camera); start and end them."
      />
      <EmptyState title="No events listed here yet">
        <p>Events you schedule appear here with their stream source and status.</p>
      </EmptyState>
    </div>
  );
}
