import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/quiet-states';
import { RouteErrorBoundary } from './routes/error';

/**
 * The root route, around the matched layout: an error in any screen shows the error page (and a
 * new address clears it); a layout still loading on a first visit shows a loading state.
 */
export function RootShell() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
