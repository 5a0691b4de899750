import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions get the danger style. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (useModalDialog). Escape (the dialog's cancel
 * event) counts as "cancel".
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="dialog card"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children && <div className="dialog__body">{children}</div>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} pending={pending}>
          {confirmLabel ?? t`Confirm`}
        </Button>
      </div>
    </dialog>
  );
}
