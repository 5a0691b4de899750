/**
 * Toasts (react-toastify) with the spec's options, section 9: top-right, auto-close 5000 ms,
 * bounce transition, pause on hover, close on click, collapse 300 ms. The container in the app
 * provider uses TOAST_OPTIONS; anything in the app calls `notify`.
 */
import { cssTransition, toast, type ToastContainerProps } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_COLLAPSE_MS = 300;

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

export const notify = {
  success: (message: string) => toast.success(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
  error: (message: string) => toast.error(message),
};
