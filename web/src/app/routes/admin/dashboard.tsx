import { PageHeader } from '@/components/ui/page-header';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Admin dashboard"
        description="Key figures at a glance: accounts, live viewers, votes and comments today, open polls and reports, and the trends of the last days."
      />
      <AdminDashboard />
    </div>
  );
}
