import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { LoadingState } from '@/components/ui/quiet-states';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { lazyAfterPaint } from '@/lib/first-paint';
import { useUser } from '@/lib/session/session-store';
import { Link } from 'react-router';

// The cards need the Firestore SDK and data: they load once the header is on screen.
const DashboardCards = lazyAfterPaint(() =>
  import('../../user-dashboard-cards').then((module) => ({ default: module.DashboardCards })),
);

export function Component() {
  const { t } = useLingui();
  const user = useUser();
  const name = user?.displayName || user?.email || t`citizen`;
  return (
    <div className="stack">
      <PageHeader
        title={t`Dashboard`}
        description={
          <Trans>
            Welcome, <bdi>{name}</bdi>. Open polls, the next live event, your constitutional-vote status, your last game
            and your reports. On a weak connection, use the <Link to={paths.user.dashboardBackup}>light dashboard</Link>
            .
          </Trans>
        }
      />
      <Suspense
        fallback={
          // A screen's height held for the cards, as on the admin dashboard: the footer stays below
          // the fold instead of showing under the loading line and jumping down (docs/performance.md,
          // "The admin dashboard's requests, one per task").
          <div style={{ minHeight: '100vh' }}>
            <LoadingState label={t`Loading your dashboard…`} />
          </div>
        }
      >
        <DashboardCards uid={user?.uid} />
      </Suspense>
    </div>
  );
}
