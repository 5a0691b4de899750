import { MODERATION_REASON_LABELS, MODERATOR_REASONS, COMMENT_LIMITS, type ModerationReason } from '@civic/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';

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
  const [reason, setReason] = useState<ModeratorReason>('off-topic');
  const [note, setNote] = useState('');
  const remove = action === 'remove';
  return (
    <ConfirmDialog
      open={action !== null}
      title={remove ? 'Delete this post?' : 'Hide this post?'}
      confirmLabel={remove ? 'Delete' : 'Hide'}
      danger={remove}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(reason, note.trim())}
    >
      <div className="stack">
        <p>
          {remove
            ? 'Its words are erased for good; the record stays so the public summary counts it.'
            : 'It disappears for everyone until a moderator restores it.'}
        </p>
        <FormField label="Reason">
          <select value={reason} onChange={(e) => setReason(e.target.value as ModeratorReason)}>
            {MODERATOR_REASONS.map((r) => (
              <option key={r} value={r}>
                {MODERATION_REASON_LABELS[r as ModerationReason]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Note (optional, for the audit log)">
          <input value={note} maxLength={COMMENT_LIMITS.moderationNoteMax} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
