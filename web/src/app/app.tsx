import { useEffect, useState } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));

  // New deployments are detected in production builds only (the dev server has no build files).
  // The watcher loads after the first render: it can wait, the public pages' script budget cannot.
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/build-watcher').then(({ watchForNewBuilds }) => {
      if (unmounted) return;
      stop = watchForNewBuilds({
        currentId: __BUILD_ID__,
        onNextNavigation: (callback) =>
          router.subscribe((state) => {
            const next = state.navigation.location;
            if (next) callback(next.pathname + next.search);
          }),
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [router]);

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
