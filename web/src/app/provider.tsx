import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { InstallPrompt } from '@/components/install-prompt';
import { followColorMode } from '@/lib/color-mode';
import { useToastsWanted } from '@/lib/notifications';
import { syncSessionWhenSignedIn } from '@/lib/session/deferred-auth';

const Toasts = lazy(() => import('@/lib/toasts'));

/** App-wide services that do not need the router: session sync, color mode, toasts, install offer. */
export function AppProvider({ children }: { children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  useEffect(() => syncSessionWhenSignedIn(), []);
  useEffect(() => followColorMode(), []);
  return (
    <>
      {children}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <InstallPrompt />
    </>
  );
}
