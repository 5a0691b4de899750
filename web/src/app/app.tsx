import { useEffect, useState } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import { watchForNewBuilds } from '@/lib/build-watcher';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));

  // New deployments are detected in production builds only (the dev server has no build files).
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return watchForNewBuilds({
      currentId: __BUILD_ID__,
      onNextNavigation: (callback) =>
        router.subscribe((state) => {
          const next = state.navigation.location;
          if (next) callback(next.pathname + next.search);
        }),
    });
  }, [router]);

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
