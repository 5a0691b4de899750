import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The dialog, its form and its labels load when a person first points at or focuses the button,
 * so the screens offering one (every live room and its posts, the dashboard) do not carry them
 * (the citizen screens' script budgets, docs/performance.md).
 */
const loadDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportDialog })));

/** A button that opens the report dialog (a comment's menu entry, or "Report a problem"). */
export function ReportButton({ eventId, commentId }: { eventId: string | null; commentId: string | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {commentId ? t({ message: 'Report', context: 'verb: report a post' }) : t`Report a problem`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog open eventId={eventId} commentId={commentId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
