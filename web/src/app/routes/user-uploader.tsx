import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Import users"
        description="Create many accounts from a CSV file: preview, per-row validation, progress and a downloadable error report."
      />
      <EmptyState title="No imports yet">
        <p>Imports you run appear here with one result per row. Re-running the same file creates no duplicates.</p>
      </EmptyState>
    </div>
  );
}
