import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_COST_LOCATION } from '@civic/domain';
import { FigureError } from '@/components/ui/figure-error';
import { LoadingState } from '@/components/ui/quiet-states';
import { DataTable } from '@/components/ui/data-table';
import { formatDate, formatDuration } from '@/lib/i18n/format';
import { formatMoney } from '@/lib/i18n/format-money';
import { useAsync } from '@/lib/use-async';
import { loadLastEventsCost, type PastEventCost } from '../api/load-last-events-cost';
import { CostFootnote } from './cost-footnote';
import '../event-cost.css';

/** Admin dashboard: the last events' attendance beside their estimated cost (us-central1, list price). */
export function LastEventsCost() {
  const { t } = useLingui();
  const result = useAsync('last-events-cost', loadLastEventsCost);
  const location = DEFAULT_COST_LOCATION;
  return (
    <section className="card stack last-events-cost" aria-labelledby="last-events-cost-title">
      <h2 id="last-events-cost-title">
        <Trans>Last events: attendance and estimated cost</Trans>
      </h2>
      {result.state === 'loading' && <LoadingState />}
      {result.state === 'error' && <FigureError className="event-cost__error" onRetry={result.retry} />}
      {result.state === 'ready' && (
        <DataTable<PastEventCost>
          caption={t`Last events: attendance and estimated cost`}
          captionHidden
          rows={result.data}
          rowKey={(row) => row.eventId}
          empty={
            <p className="muted">
              <Trans>No event has ended yet.</Trans>
            </p>
          }
          columns={[
            {
              header: t`Event`,
              cell: (row) => (
                <>
                  <bdi>{row.title}</bdi>
                  <br />
                  <span className="muted">
                    {formatDate(row.endedAtMs)} · {formatDuration(row.hours * 3600)}
                  </span>
                </>
              ),
            },
            {
              header: t`Attendance`,
              numeric: true,
              cell: (row) => (
                <span data-testid={`attendance-${row.eventId}`}>
                  <Plural value={row.attendance} one="# viewer" other="# viewers" />
                </span>
              ),
            },
            {
              header: t`Estimated cost`,
              numeric: true,
              cell: (row) => <span data-testid={`event-cost-${row.eventId}`}>{formatMoney(row.estimate.soFar)}</span>,
            },
          ]}
        />
      )}
      <p className="muted">
        {/* A location's id is a name, the same in every language (and kept from browser translators). */}
        <Trans>
          Priced for Firestore in <span translate="no">{location}</span>
        </Trans>
      </p>
      <CostFootnote />
    </section>
  );
}
