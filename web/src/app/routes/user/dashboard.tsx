import { PageHeader } from '@/components/ui/page-header';
import { OpenPolls } from '@/features/polls/components/open-polls';
import { EmptyState } from '@/components/ui/states';
import { useUser } from '@/lib/session/session-store';

export function Component() {
  const user = useUser();
  return (
    <div className="stack">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${user?.displayName || user?.email || 'citizen'}. Open polls, the next live event and your constitutional-vote status.`}
      />
      <OpenPolls />
      <EmptyState title="Your activity">
        <p>Your votes, comments and game rank will be listed here once you take part in a live event.</p>
      </EmptyState>
    </div>
  );
}
