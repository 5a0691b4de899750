import { useEffect, useRef } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` is true (focus trapping, Escape and the
 * backdrop come from the browser) and closes it otherwise. jsdom lacks showModal: the attribute
 * stands in there.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
