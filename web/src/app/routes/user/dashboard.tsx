import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ConstitutionalVoteStatus } from '@/features/constitutional-vote/components/vote-status';
import { NextEventCard } from '@/features/events/components/next-event';
import { OpenPolls } from '@/features/polls/components/open-polls';
import { useUser } from '@/lib/session/session-store';

export function Component() {
  const user = useUser();
  return (
    <div className="stack">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${user?.displayName || user?.email || 'citizen'}. Open polls, the next live event and your constitutional-vote status.`}
      />
      <div className="dashboard-cards">
        <section className="card stack" aria-labelledby="next-event-title">
          <h2 id="next-event-title">Next live event</h2>
          <NextEventCard
            watchPath={paths.user.live}
            emptyText="No event is scheduled yet. It will appear here as soon as one is announced."
          />
        </section>
        <section className="card stack" aria-labelledby="constitutional-vote-title">
          <h2 id="constitutional-vote-title">Constitutional vote</h2>
          {user && <ConstitutionalVoteStatus uid={user.uid} />}
        </section>
      </div>
      <OpenPolls />
      <EmptyState title="Your activity">
        <p>Your votes, comments and game rank will be listed here once you take part in a live event.</p>
      </EmptyState>
    </div>
  );
}
