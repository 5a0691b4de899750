import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Reports"
        description="Reports filed by users, worked from open to in review to resolved, plus analytics and CSV exports of polls, votes and participation."
      />
      <EmptyState title="No reports">
        <p>Reports users file about comments or the stream appear here.</p>
      </EmptyState>
    </div>
  );
}
