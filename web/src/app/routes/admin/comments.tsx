import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Comments"
        description="The moderation queue: hide, restore, delete or pin comments, review reported ones and block users from commenting."
      />
      <EmptyState title="No comments to moderate">
        <p>Comments viewers post during live events appear here, reported ones first.</p>
      </EmptyState>
    </div>
  );
}
