import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ConstitutionalVoteStatus } from '@/features/constitutional-vote/components/vote-status';
import { NextEventCard } from '@/features/events/components/next-event';
import { OpenPollsOnce } from '@/features/polls/components/open-polls-once';
import { LastGameRank } from '@/features/user-dashboard/components/last-game-rank';
import { useUser } from '@/lib/session/session-store';

/**
 * The dashboard's essentials without a single realtime listener: every card reads once, and
 * Refresh reads again (it remounts the cards). For weak connections: nothing stays open.
 */
export function Component() {
  const user = useUser();
  const [readAt, setReadAt] = useState(() => Date.now());
  return (
    <div className="stack">
      <PageHeader
        title="Dashboard (light)"
        description={`Your essentials without live updates, for weak connections. Read at ${new Date(readAt).toLocaleTimeString()}: refresh to see changes.`}
        actions={<Button onClick={() => setReadAt(Date.now())}>Refresh</Button>}
      />
      <div key={readAt} className="stack">
        <div className="dashboard-cards">
          <section className="card stack" aria-labelledby="next-event-title">
            <h2 id="next-event-title">Next live event</h2>
            <NextEventCard watchPath={paths.user.live} emptyText="No event is scheduled yet." />
          </section>
          <section className="card stack" aria-labelledby="constitutional-vote-title">
            <h2 id="constitutional-vote-title">Constitutional vote</h2>
            {user && <ConstitutionalVoteStatus uid={user.uid} />}
          </section>
          <section className="card stack" aria-labelledby="last-game-title">
            <h2 id="last-game-title">Your last game</h2>
            {user && <LastGameRank uid={user.uid} />}
          </section>
        </div>
        {user && <OpenPollsOnce uid={user.uid} />}
      </div>
    </div>
  );
}
