import type { ModerationReason, ModerationSummary } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { formatNumber } from '@/lib/i18n/format';
import { REASON_NAMES } from '../api/comment-labels';
import { getModerationSummary } from '../api/get-moderation-summary';

const STATUS_LABELS: Record<'held' | 'hidden' | 'removed', MessageDescriptor> = {
  held: msg({ message: 'Held for review', context: 'a comment’s state' }),
  hidden: msg`Hidden`,
  removed: msg({ message: 'Deleted', context: 'a comment’s state' }),
};

function SummaryBody({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const summary = useAsync(eventId, () => getModerationSummary(eventId));
  if (summary.state === 'loading') return <LoadingState label={t`Counting…`} />;
  if (summary.state === 'error')
    return (
      <ErrorState
        title={t`The summary could not be loaded`}
        error={summary.error}
        action={
          <Button variant="secondary" onClick={summary.retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  return <SummaryTable summary={summary.data} />;
}

function SummaryTable({ summary }: { summary: ModerationSummary }) {
  const { t, i18n } = useLingui();
  const visible = summary.visible;
  const rows = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).flatMap((status) =>
    (Object.entries(summary.counts[status]) as [ModerationReason, number][]).map(([reason, count]) => ({
      key: `${status}-${reason}`,
      status: i18n._(STATUS_LABELS[status]),
      reason: i18n._(REASON_NAMES[reason]),
      count,
    })),
  );
  return (
    <div className="stack">
      <p>
        {t`${plural(visible, { one: '# post is visible.', other: '# posts are visible.' })}`}{' '}
        {rows.length === 0 ? (
          <Trans>No post has been held, hidden or deleted.</Trans>
        ) : (
          <Trans>Moderated posts, by reason:</Trans>
        )}
      </p>
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">
              <Trans>Moderated posts by status and reason</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Reason</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Posts</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <td>{row.status}</td>
                  <td>{row.reason}</td>
                  <td className="numeric">{formatNumber(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">
        <Trans>Counts only: no post's words and no names are shown here.</Trans>
      </p>
    </div>
  );
}

/** The public moderation summary of the event: opened on request, counted by the server. */
export function ModerationSummaryPanel({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="moderation-summary">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? <Trans>Hide moderation summary</Trans> : <Trans>Moderation summary</Trans>}
      </Button>
      {open && (
        <section id={panelId} className="card stack" aria-label={t`Moderation summary`}>
          <SummaryBody eventId={eventId} />
        </section>
      )}
    </div>
  );
}
