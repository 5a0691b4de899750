import type { PollStatus } from '@civic/domain';
import { useLingui } from '@lingui/react';
import { STATUS_LABELS } from './poll-texts';

export function StatusBadge({ status }: { status: PollStatus }) {
  const { i18n } = useLingui();
  return <span className={`badge poll-status poll-status--${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}
