/**
 * The toast container with the spec's options (docs/PRODUCT.md §9): top-right, auto-close 5000 ms, bounce
 * transition, pause on hover, close on click, collapse 300 ms. Loaded with the first toast (see
 * notifications.ts), so pages that never raise one do not download react-toastify. It opens below
 * the sticky header (styles/global.css, --header-height): toasts never cover Log out or the theme switch.
 */
import { useEffect } from 'react';
import { cssTransition, toast, ToastContainer, type ToastContainerProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { resolveTheme, useColorMode } from '@/lib/color-mode';
import { TOAST_AUTO_CLOSE_MS, TOAST_COLLAPSE_MS, type ToastKind } from './notifications';

/** react-toastify's own Bounce, with the collapse duration stated rather than inherited. */
export const bounce = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'Toastify--animate Toastify__bounce-exit',
  appendPosition: true,
  collapse: true,
  collapseDuration: TOAST_COLLAPSE_MS,
});

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: TOAST_AUTO_CLOSE_MS,
  transition: bounce,
  pauseOnHover: true,
  closeOnClick: true,
} as const satisfies ToastContainerProps;

/**
 * Toasts raised before the container is ready wait here, not in react-toastify's own queue: that
 * queue is handed to the first container that subscribes, and React StrictMode (npm run dev) mounts
 * the container, unmounts it and mounts it again, so the first toast after a page load went to the
 * discarded mount and was never seen.
 */
const waiting = new Map<string, ToastKind>();
let ready = false;

/**
 * The message is the toast's id: the same message raised again while it is still shown (a guard
 * that runs twice, a retried save) stays one toast instead of stacking a twin.
 */
export function showToast(kind: ToastKind, message: string): void {
  if (ready) toast[kind](message, { toastId: message });
  else waiting.set(message, kind);
}

export default function Toasts() {
  const [mode] = useColorMode();
  useEffect(() => {
    // A task later, the mount StrictMode discards has been cleaned up (its timer cleared) and the
    // container that stays has subscribed.
    const timer = setTimeout(() => {
      ready = true;
      waiting.forEach((kind, message) => toast[kind](message, { toastId: message }));
      waiting.clear();
    });
    return () => {
      clearTimeout(timer);
      ready = false;
    };
  }, []);
  return <ToastContainer {...TOAST_OPTIONS} theme={resolveTheme(mode)} />;
}
