/**
 * The live dashboard's cards and open polls: everything on /User/dashboard that needs the
 * Firestore SDK and data. The screen (routes/user/dashboard.tsx) paints its header first and
 * loads this module after that paint (lib/first-paint.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { OpenPolls } from '@/features/polls/components/open-polls';
import { MyOpenReports } from '@/features/reports/components/my-open-reports';
import { MY_REPORTS_ANCHOR } from '@/features/reports/components/my-reports';
import { ReportButton } from '@/features/reports/components/report-button';
import { Link } from 'react-router';
import { DashboardCard, DashboardEssentials } from './dashboard-essentials';

export function DashboardCards({ uid }: { uid: string | undefined }) {
  const { t } = useLingui();
  return (
    <>
      <DashboardEssentials
        uid={uid}
        noEventText={t`No event is scheduled yet. It will appear here as soon as one is announced.`}
      >
        <DashboardCard id="my-reports" title={t`Your open reports`}>
          {uid && <MyOpenReports uid={uid} />}
          <div className="dashboard-card__actions">
            <ReportButton eventId={null} commentId={null} />
            <Link to={`${paths.user.profile}#${MY_REPORTS_ANCHOR}`}>
              <Trans>My reports</Trans>
            </Link>
          </div>
        </DashboardCard>
      </DashboardEssentials>
      <OpenPolls />
    </>
  );
}
