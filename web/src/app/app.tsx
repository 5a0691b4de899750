import { I18nProvider } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { i18n } from '@/lib/i18n/i18n';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

type NavigationListener = (path: string) => void;

/**
 * New deployments are detected in production builds only (the dev server has no build files); the
 * app reloads into the new build at the next navigation. The watcher loads after the first render:
 * it can wait, the public pages' script budget cannot.
 */
function BuildWatcher() {
  const location = useLocation();
  const listeners = useRef(new Set<NavigationListener>());
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    listeners.current.forEach((listener) => listener(location.pathname + location.search));
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const registered = listeners.current;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/build-watcher').then(({ watchForNewBuilds }) => {
      if (unmounted) return;
      stop = watchForNewBuilds({
        currentId: __BUILD_ID__,
        onNextNavigation: (callback) => {
          registered.add(callback);
          return () => registered.delete(callback);
        },
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return null;
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
          <BuildWatcher />
        </BrowserRouter>
      </AppProvider>
    </I18nProvider>
  );
}
