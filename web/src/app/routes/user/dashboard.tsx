import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ConstitutionalVoteStatus } from '@/features/constitutional-vote/components/vote-status';
import { NextEventCard } from '@/features/events/components/next-event';
import { OpenPolls } from '@/features/polls/components/open-polls';
import { LastGameRank } from '@/features/user-dashboard/components/last-game-rank';
import { MyOpenReports } from '@/features/user-dashboard/components/my-open-reports';
import { useUser } from '@/lib/session/session-store';
import { Link } from 'react-router';

export function Component() {
  const user = useUser();
  return (
    <div className="stack">
      <PageHeader
        title="Dashboard"
        description={
          <>
            Welcome, {user?.displayName || user?.email || 'citizen'}. Open polls, the next live event, your
            constitutional-vote status, your last game and your reports. On a weak connection, use the{' '}
            <Link to={paths.user.dashboardBackup}>light dashboard</Link>.
          </>
        }
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
        <section className="card stack" aria-labelledby="last-game-title">
          <h2 id="last-game-title">Your last game</h2>
          {user && <LastGameRank uid={user.uid} />}
        </section>
        <section className="card stack" aria-labelledby="my-reports-title">
          <h2 id="my-reports-title">Your open reports</h2>
          {user && <MyOpenReports uid={user.uid} />}
        </section>
      </div>
      <OpenPolls />
    </div>
  );
}
