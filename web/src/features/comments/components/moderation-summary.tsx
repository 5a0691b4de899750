import { MODERATION_REASON_LABELS, type ModerationReason, type ModerationSummary } from '@civic/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { getModerationSummary } from '../api/get-moderation-summary';

const STATUS_LABELS = { held: 'Held for review', hidden: 'Hidden', removed: 'Deleted' } as const;

function SummaryBody({ eventId }: { eventId: string }) {
  const summary = useAsync(eventId, () => getModerationSummary(eventId));
  if (summary.state === 'loading') return <LoadingState label="Counting…" />;
  if (summary.state === 'error')
    return (
      <ErrorState
        title="The summary could not be loaded"
        error={summary.error}
        action={
          <Button variant="secondary" onClick={summary.retry}>
            Try again
          </Button>
        }
      />
    );
  return <SummaryTable summary={summary.data} />;
}

function SummaryTable({ summary }: { summary: ModerationSummary }) {
  const rows = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).flatMap((status) =>
    (Object.entries(summary.counts[status]) as [ModerationReason, number][]).map(([reason, count]) => ({
      key: `${status}-${reason}`,
      status: STATUS_LABELS[status],
      reason: MODERATION_REASON_LABELS[reason],
      count,
    })),
  );
  return (
    <div className="stack">
      <p>
        {summary.visible} {summary.visible === 1 ? 'post is' : 'posts are'} visible.{' '}
        {rows.length === 0 ? 'No post has been held, hidden or deleted.' : 'Moderated posts, by reason:'}
      </p>
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Moderated posts by status and reason</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
                <th scope="col" className="numeric">
                  Posts
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <td>{row.status}</td>
                  <td>{row.reason}</td>
                  <td className="numeric">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">Counts only: no post's words and no names are shown here.</p>
    </div>
  );
}

/** The public moderation summary of the event: opened on request, counted by the server. */
export function ModerationSummaryPanel({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="moderation-summary">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide moderation summary' : 'Moderation summary'}
      </Button>
      {open && (
        <section id={panelId} className="card stack" aria-label="Moderation summary">
          <SummaryBody eventId={eventId} />
        </section>
      )}
    </div>
  );
}
