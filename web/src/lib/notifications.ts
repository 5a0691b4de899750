/**
 * Toast notifications for the whole app: anything calls `notify`. The container and
 * react-toastify load with the first toast (lib/toasts.tsx holds the spec's options); the app
 * provider mounts the container once `useToastsWanted` turns true.
 */
import { useSyncExternalStore } from 'react';

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_COLLAPSE_MS = 300;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

let wanted = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // Raised before the container is ready, the toast waits in lib/toasts.tsx until it is.
  import('./toasts')
    .then(({ showToast }) => showToast(kind, message))
    .catch((error: unknown) => console.warn('Could not show a notification', message, error));
}

export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

/** True from the first toast on: the app provider then mounts the (lazily loaded) container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
