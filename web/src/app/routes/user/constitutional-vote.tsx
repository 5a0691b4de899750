import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Constitutional vote"
        description="Answer each article of the ballot yes, no or abstain. A ballot is cast once and cannot be changed; you get a receipt code."
      />
      <EmptyState title="The ballot is not shown yet">
        <p>The articles of the open ballot appear here, then your receipt once you have voted.</p>
      </EmptyState>
    </div>
  );
}
