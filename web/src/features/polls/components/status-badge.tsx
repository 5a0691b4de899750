import type { PollStatus } from '@civic/domain';

const LABELS: Record<PollStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', open: 'Open', closed: 'Closed' };

export function StatusBadge({ status }: { status: PollStatus }) {
  return <span className={`badge poll-status poll-status--${status}`}>{LABELS[status]}</span>;
}
