import { MODERATOR_REASONS, COMMENT_LIMITS, type ModerationReason } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { REASON_NAMES } from '../api/comment-labels';

type ModeratorReason = (typeof MODERATOR_REASONS)[number];

export interface ReasonDialogProps {
  /** Which post and what is being done: "Hide" or "Delete". */
  action: 'hide' | 'remove' | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: ModeratorReason, note: string) => void;
}

/** Hiding or deleting asks why: the reason is audited and counted in the public summary. */
export function ReasonDialog({ action, pending, onCancel, onConfirm }: ReasonDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<ModeratorReason>('off-topic');
  const [note, setNote] = useState('');
  const remove = action === 'remove';
  return (
    <ConfirmDialog
      open={action !== null}
      title={remove ? t`Delete this post?` : t`Hide this post?`}
      confirmLabel={remove ? t`Delete` : t`Hide`}
      danger={remove}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(reason, note.trim())}
    >
      <div className="stack">
        <p>
          {remove ? (
            <Trans>Its words are erased for good; the record stays so the public summary counts it.</Trans>
          ) : (
            <Trans>It disappears for everyone until a moderator restores it.</Trans>
          )}
        </p>
        <FormField label={t`Reason`}>
          <select value={reason} onChange={(e) => setReason(e.target.value as ModeratorReason)}>
            {MODERATOR_REASONS.map((r) => (
              <option key={r} value={r}>
                {i18n._(REASON_NAMES[r as ModerationReason])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t`Note (optional, for the audit log)`}>
          <input value={note} maxLength={COMMENT_LIMITS.moderationNoteMax} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
