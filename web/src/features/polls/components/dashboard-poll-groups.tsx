import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/states';
import type { PollStatus } from '@civic/domain';
import type { ReactNode } from 'react';
import { groupDashboardPolls, type PollView } from '../api/poll-view';

interface Entry {
  poll: PollView;
  status: PollStatus;
}

/**
 * The dashboards' polls in their two groups, "Open polls" (or its empty state) and "Closed polls"
 * (only when there are any). The live and the light dashboard differ only in how a ballot gets
 * its data, so each passes its own `ballot`.
 */
export function DashboardPollGroups<T extends Entry>({
  entries,
  ballot,
}: {
  entries: T[];
  ballot: (entry: T) => ReactNode;
}) {
  const { t } = useLingui();
  const { open, closed } = groupDashboardPolls(entries);
  return (
    <>
      <section className="stack" aria-labelledby="open-polls-title">
        <h2 id="open-polls-title">
          <Trans>Open polls</Trans>
        </h2>
        {open.length === 0 ? (
          <EmptyState title={t`No open polls right now`}>
            <p>
              <Trans>When an administrator opens a poll it appears here, ready for your vote.</Trans>
            </p>
          </EmptyState>
        ) : (
          <div className="poll-grid">{open.map(ballot)}</div>
        )}
      </section>
      {closed.length > 0 && (
        <section className="stack" aria-labelledby="closed-polls-title">
          <h2 id="closed-polls-title">
            <Trans>Closed polls</Trans>
          </h2>
          <p className="muted">
            <Trans>Closed in the last 24 hours, with their final results where they are published.</Trans>
          </p>
          <div className="poll-grid">{closed.map(ballot)}</div>
        </section>
      )}
    </>
  );
}
