import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { InstallPrompt } from '@/components/install-prompt';
import { followColorMode, resolveTheme, useColorMode } from '@/lib/color-mode';
import { TOAST_OPTIONS } from '@/lib/notifications';
import { syncSessionWithAuth } from '@/lib/session/session';

/** App-wide services that do not need the router: session sync, color mode, toasts, install offer. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [mode] = useColorMode();
  useEffect(() => syncSessionWithAuth(), []);
  useEffect(() => followColorMode(), []);
  return (
    <>
      {children}
      <ToastContainer {...TOAST_OPTIONS} theme={resolveTheme(mode)} />
      <InstallPrompt />
    </>
  );
}
