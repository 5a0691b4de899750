import { useEffect, type ReactNode } from 'react';
import { syncSessionWithAuth } from '@/lib/session/session';

/** App-wide services: session sync with Firebase Auth (theme, toasts and PWA join here). */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => syncSessionWithAuth(), []);
  return <>{children}</>;
}
