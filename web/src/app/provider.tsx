import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { followColorMode } from '@/lib/color-mode';
import { useToastsWanted } from '@/lib/notifications';
import { useInstallOffer } from '@/lib/pwa/install-prompt';
import { syncSessionWhenSignedIn } from '@/lib/session/deferred-auth';

const Toasts = lazy(() => import('@/lib/toasts'));
// Loaded once the browser offers the install: most visits never see it.
const InstallPrompt = lazy(() =>
  import('@/components/install-prompt').then((module) => ({ default: module.InstallPrompt })),
);

/** App-wide services that do not need the router: session sync, color mode, toasts, install offer. */
export function AppProvider({ children }: { children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  const installOffered = useInstallOffer();
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
      {installOffered && (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      )}
    </>
  );
}
