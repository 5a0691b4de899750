/**
 * The toast container with the spec's options (docs/PRODUCT.md §9): top-right, auto-close 5000 ms, bounce
 * transition, pause on hover, close on click, collapse 300 ms. Loaded with the first toast (see
 * notifications.ts), so pages that never raise one do not download react-toastify. It opens below
 * the sticky header (styles/global.css, --header-height): toasts never cover Log out or the theme switch.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { cssTransition, toast, ToastContainer, type ToastContainerProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { resolveTheme, useColorMode } from '@/lib/color-mode';
import { directionOf } from '@/lib/i18n/languages';
import { TOAST_AUTO_CLOSE_MS, TOAST_COLLAPSE_MS, type ToastKind } from './notifications';

/** react-toastify's own Bounce, with the collapse duration stated rather than inherited. */
export const bounce = cssTransition({
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'Toastify--animate Toastify__bounce-exit',
  /* eslint-enable lingui/no-unlocalized-strings */
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

/** react-toastify's close button, named in the reader's language (its own says "close"). */
function CloseButton({ closeToast, theme }: { closeToast: (removedByUser: boolean) => void; theme: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t`Close`}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export default function Toasts() {
  const { t, i18n } = useLingui();
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
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      theme={resolveTheme(mode)}
      rtl={directionOf(i18n.locale) === 'rtl'}
      aria-label={t`Notifications Alt+T`}
      closeButton={CloseButton}
    />
  );
}
