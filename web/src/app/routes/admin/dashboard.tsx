import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { LoadingState } from '@/components/ui/quiet-states';
import { PageHeader } from '@/components/ui/page-header';
import { lazyAfterPaint } from '@/lib/first-paint';

// The figures need the Firestore SDK and data: they load once the header is on screen.
const AdminDashboard = lazyAfterPaint(() =>
  import('@/features/admin-dashboard/components/admin-dashboard').then((module) => ({
    default: module.AdminDashboard,
  })),
);

// The last events' cost: its own chunk (the cost model), loaded with the figures.
const LastEventsCost = lazyAfterPaint(() =>
  import('@/features/event-cost/components/last-events-cost').then((module) => ({
    default: module.LastEventsCost,
  })),
);

export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PageHeader
        title={t`Admin dashboard`}
        description={t`Key figures at a glance: accounts, live viewers, votes and comments today, open polls and reports, and the trends of the last days.`}
      />
      <Suspense
        fallback={
          // A screen's height held for the figures (on a phone they are taller than one), so the
          // footer does not show under the loading line and jump down when they come: a layout
          // shift (docs/performance.md, "The admin dashboard's requests, one per task").
          <div style={{ minHeight: '100vh' }}>
            <LoadingState label={t`Loading the key figures…`} />
          </div>
        }
      >
        <AdminDashboard />
      </Suspense>
      <Suspense fallback={null}>
        <LastEventsCost />
      </Suspense>
    </div>
  );
}
