import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { ConstitutionalVoteStatus } from '@/features/constitutional-vote/components/vote-status';
import { NextEventCard } from '@/features/events/components/next-event';
import { LastGameRank } from '@/features/game/components/last-game-rank';

/** One titled card of a dashboard's grid. */
export function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The cards both user dashboards show (the live one and the light one): the next live event, the
 * constitutional-vote status and the last game; `children` adds cards after them.
 */
export function DashboardEssentials({
  uid,
  noEventText,
  children,
}: {
  uid: string | undefined;
  noEventText: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="dashboard-cards">
      <DashboardCard id="next-event" title={t`Next live event`}>
        <NextEventCard watchPath={paths.user.live} emptyText={noEventText} />
      </DashboardCard>
      <DashboardCard id="constitutional-vote" title={t`Constitutional vote`}>
        {uid && <ConstitutionalVoteStatus uid={uid} />}
      </DashboardCard>
      <DashboardCard id="last-game" title={t`Your last game`}>
        {uid && <LastGameRank uid={uid} />}
      </DashboardCard>
      {children}
    </div>
  );
}
