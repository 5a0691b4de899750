import { Trans, useLingui } from '@lingui/react/macro';
import {
  EVENT_REPORT_SUBJECTS,
  REPORT_CATEGORIES,
  REPORT_LIMITS,
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
import { fieldMessage } from '@/lib/i18n/field-messages';
import { formatNumber } from '@/lib/i18n/format';
import { notify } from '@/lib/notifications';
import { fileReport } from '../api/file-report';
import { CATEGORY_LABELS, SUBJECT_LABELS } from '../report-labels';

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
  const { t, i18n } = useLingui();
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
        const issue = checked.error.issues[0];
        setError(issue ? fieldMessage(issue) : t`Check the report`);
        return;
      }
      await fileReport(checked.data);
      notify.success(t`Thank you: your report was sent. Follow it under “My reports” on your profile.`);
      setText('');
      onClose();
    } catch (failure) {
      setError(functionErrorMessage(failure, t`Your report could not be sent; try again.`));
    } finally {
      setPending(false);
    }
  }

  const length = formatNumber(text.trim().length);
  const textMax = formatNumber(REPORT_LIMITS.textMax);
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
        <h2 id={titleId}>{commentId ? t`Report this comment` : t`Report a problem`}</h2>
        {!commentId && (
          <FormField label={t`What is it about?`}>
            <select value={subject} onChange={(e) => setSubject(e.target.value as ReportSubject)}>
              {subjects.map((s) => (
                <option key={s} value={s}>
                  {i18n._(SUBJECT_LABELS[s])}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField label={t`Category`}>
          <select value={category} onChange={(e) => setCategory(e.target.value as ReportCategory)}>
            {REPORT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {i18n._(CATEGORY_LABELS[c])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t`What happened?`} error={error} hint={t`${length} / ${textMax}`}>
          <textarea rows={4} value={text} onChange={(e) => setText(e.target.value)} dir="auto" />
        </FormField>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={pending} pendingLabel={t`Sending…`}>
            <Trans>Send report</Trans>
          </Button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
