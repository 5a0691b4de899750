import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Live trivia"
        description="Timed questions during live events, scored on the server for speed and correctness, with a live leaderboard."
      />
      <EmptyState title="No game is running">
        <p>When a live event includes a trivia round, its questions and the leaderboard appear here.</p>
      </EmptyState>
    </div>
  );
}
