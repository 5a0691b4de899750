import {
  EVENT_REPORT_SUBJECTS,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_LIMITS,
  REPORT_SUBJECT_LABELS,
  REPORT_SUBJECTS,
  type ReportCategory,
  type ReportSubject,
} from '@civic/domain';
import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { FormField } from '@/components/ui/form-field';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { fileReport } from '../api/file-report';

/** zod comes with the first report written, not with the screens offering one. */
const loadReportSchema = () => import('../api/report-schema');

/** The problems one can report: the stream only from a live event, the rest from anywhere. */
const problemSubjects = (inEvent: boolean) =>
  REPORT_SUBJECTS.filter(
    (s) => s !== 'comment' && (inEvent || !(EVENT_REPORT_SUBJECTS as readonly ReportSubject[]).includes(s)),
  );

export interface ReportDialogProps {
  open: boolean;
  /** The live event it is reported from; null away from the live room (dashboard, profile). */
  eventId: string | null;
  /** Set to report this comment; null reports a problem (stream, poll, the vote, one's account, other). */
  commentId: string | null;
  onClose: () => void;
}

/** Files a report: a comment (from its menu) or a problem, with a category and a description. */
export function ReportDialog({ open, eventId, commentId, onClose }: ReportDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const subjects = problemSubjects(eventId !== null);
  const [subject, setSubject] = useState<ReportSubject>(commentId ? 'comment' : subjects[0]!);
  const [category, setCategory] = useState<ReportCategory>(commentId ? 'abuse' : 'technical');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { fileReportRequest } = await loadReportSchema();
      const checked = fileReportRequest.safeParse({ subject, category, text, eventId, commentId });
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? 'Check the report');
        return;
      }
      await fileReport(checked.data);
      notify.success('Thank you: your report was sent. Follow it under "My reports" on your profile.');
      setText('');
      onClose();
    } catch (failure) {
      setError(functionErrorMessage(failure, 'Your report could not be sent; try again.'));
    } finally {
      setPending(false);
    }
  }

  // In <body>, not where the button is: a post's menu closes once "Report" is chosen, and a dialog
  // inside a closed <details> would not show.
  return createPortal(
    <dialog
      ref={ref}
      className="dialog card"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form className="stack" onSubmit={submit} onFocus={() => void loadReportSchema()} noValidate>
        <h2 id={titleId}>{commentId ? 'Report this comment' : 'Report a problem'}</h2>
        {!commentId && (
          <FormField label="What is it about?">
            <select value={subject} onChange={(e) => setSubject(e.target.value as ReportSubject)}>
              {subjects.map((s) => (
                <option key={s} value={s}>
                  {REPORT_SUBJECT_LABELS[s]}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField label="Category">
          <select value={category} onChange={(e) => setCategory(e.target.value as ReportCategory)}>
            {REPORT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {REPORT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="What happened?" error={error} hint={`${text.trim().length} / ${REPORT_LIMITS.textMax}`}>
          <textarea rows={4} value={text} onChange={(e) => setText(e.target.value)} />
        </FormField>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} pendingLabel="Sending…">
            Send report
          </Button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

/** A button that opens the report dialog (a comment's menu entry, or "Report a problem"). */
export function ReportButton({ eventId, commentId }: { eventId: string | null; commentId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {commentId ? 'Report' : 'Report a problem'}
      </Button>
      {open && <ReportDialog open eventId={eventId} commentId={commentId} onClose={() => setOpen(false)} />}
    </>
  );
}
