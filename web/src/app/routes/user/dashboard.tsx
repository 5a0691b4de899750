import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { OpenPolls } from '@/features/polls/components/open-polls';
import { MyOpenReports } from '@/features/reports/components/my-open-reports';
import { MY_REPORTS_ANCHOR } from '@/features/reports/components/my-reports';
import { ReportButton } from '@/features/reports/components/report-dialog';
import { useUser } from '@/lib/session/session-store';
import { Link } from 'react-router';
import { DashboardCard, DashboardEssentials } from '../../dashboard-essentials';

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
      <DashboardEssentials
        uid={user?.uid}
        noEventText="No event is scheduled yet. It will appear here as soon as one is announced."
      >
        <DashboardCard id="my-reports" title="Your open reports">
          {user && <MyOpenReports uid={user.uid} />}
          <div className="dashboard-card__actions">
            <ReportButton eventId={null} commentId={null} />
            <Link to={`${paths.user.profile}#${MY_REPORTS_ANCHOR}`}>My reports</Link>
          </div>
        </DashboardCard>
      </DashboardEssentials>
      <OpenPolls />
    </div>
  );
}
