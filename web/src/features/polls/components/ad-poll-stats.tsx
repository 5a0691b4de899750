import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { downloadText } from '@/lib/download';
import { formatNumber, formatTime } from '@/lib/i18n/format';
import { useAsync } from '@/lib/use-async';
import { adPollsCsv } from '../api/ad-polls-csv';
import { getAdPollStats } from '../api/get-ad-poll-stats';
import { statsBySponsor } from '../api/stats-by-sponsor';
import type { PollView } from '../api/poll-view';

const percent = (ctr: number) =>
  formatNumber(ctr, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
/**
 * Impressions are one document per viewer, so they are counted with a server-side aggregate
 * rather than listened to (a listener would stream every viewer's document). The panel recounts
 * on this period while the tab is visible, and on demand.
 */
export const AD_STATS_REFRESH_MS = 30_000;

/** "Counted at 21:05; recounted every 30 s." */
function CountedAt({ at }: { at: Date }) {
  const time = formatTime(at, { timeStyle: 'medium' });
  const seconds = AD_STATS_REFRESH_MS / 1000;
  return (
    <Trans>
      Counted at {time}; recounted every {seconds} s.
    </Trans>
  );
}

/** Impressions, clicks and click-through rate per ad poll and per sponsor, with a CSV export. */
export function AdPollStatsPanel({ polls }: { polls: PollView[] }) {
  const { t } = useLingui();
  const key = polls.map((p) => p.id).join(',');
  const counts = useAsync(
    key,
    async () => {
      const stats = await getAdPollStats(polls).catch((error: unknown) => {
        console.error('Counting ad poll impressions and clicks failed', error);
        throw error;
      });
      return { stats, countedAt: new Date() };
    },
    // A recount of a changed set of polls keeps showing the last counts until the new ones arrive.
    { keepPreviousData: true },
  );
  const { retry } = counts;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') retry();
    }, AD_STATS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [retry]);
  const stats = counts.data?.stats ?? null;
  const countedAt = counts.data?.countedAt ?? null;
  const failed = counts.state === 'error';

  if (polls.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="ad-stats-title">
      <div className="poll-row__header">
        <h2 id="ad-stats-title">
          <Trans>Impressions and clicks</Trans>
        </h2>
        <div className="poll-row__actions">
          <Button variant="secondary" onClick={retry}>
            <Trans>Refresh counts</Trans>
          </Button>
          <Button
            disabled={!stats}
            onClick={() =>
              stats && downloadText(`ad-polls-${new Date().toISOString().slice(0, 10)}.csv`, adPollsCsv(stats))
            }
          >
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      </div>
      {failed && (
        <ErrorAlert>
          {stats
            ? t`The counts could not be updated. Showing the last ones.`
            : t`The counts could not be updated. Try “Refresh counts”.`}
        </ErrorAlert>
      )}
      {countedAt && (
        <p className="muted">
          <CountedAt at={countedAt} />
        </p>
      )}
      {!stats ? (
        !failed && (
          <p className="muted">
            <Trans>Counting…</Trans>
          </p>
        )
      ) : (
        <>
          <DataTable
            caption={t`Per ad poll`}
            rows={stats}
            rowKey={(s) => s.poll.id}
            columns={[
              { header: t`Poll`, cell: (s) => <bdi>{s.poll.question}</bdi> },
              { header: t`Sponsor`, cell: (s) => (s.poll.sponsor ? <bdi>{s.poll.sponsor.name}</bdi> : '—') },
              { header: t`Impressions`, cell: (s) => formatNumber(s.impressions), numeric: true },
              { header: t`Clicks`, cell: (s) => formatNumber(s.clicks), numeric: true },
              { header: t`CTR`, cell: (s) => percent(s.ctr), numeric: true },
            ]}
          />
          <DataTable
            caption={t`Per sponsor`}
            rows={statsBySponsor(stats)}
            rowKey={(s) => s.sponsor}
            columns={[
              { header: t`Sponsor`, cell: (s) => <bdi>{s.sponsor}</bdi> },
              { header: t`Polls`, cell: (s) => formatNumber(s.polls), numeric: true },
              { header: t`Impressions`, cell: (s) => formatNumber(s.impressions), numeric: true },
              { header: t`Clicks`, cell: (s) => formatNumber(s.clicks), numeric: true },
              { header: t`CTR`, cell: (s) => percent(s.ctr), numeric: true },
            ]}
          />
        </>
      )}
    </section>
  );
}
