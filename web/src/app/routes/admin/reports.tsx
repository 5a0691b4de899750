/**
 * /Admin/reports: reports filed by users and their workflow (features/reports). A comment report
 * links to the moderation queue of its event (features/comments at /Admin/comments).
 */
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ReportAdmin } from '@/features/reports/components/report-admin';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Reports"
        description="Reports filed by users, worked from open to in review to resolved or dismissed, with a note."
      />
      <ReportAdmin
        commentLink={(eventId) => (
          <Link to={paths.admin.comments} state={{ eventId, filter: 'reported' }}>
            Open the reported posts of this event in the moderation queue
          </Link>
        )}
      />
    </div>
  );
}
