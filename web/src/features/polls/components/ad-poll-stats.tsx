import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { downloadText } from '@/lib/download';
import { useAsync } from '@/lib/use-async';
import { adPollsCsv } from '../api/ad-polls-csv';
import { getAdPollStats } from '../api/get-ad-poll-stats';
import { statsBySponsor } from '../api/stats-by-sponsor';
import type { PollView } from '../api/poll-view';

const percent = (ctr: number) => `${(ctr * 100).toFixed(1)}%`;
/**
 * Impressions are one document per viewer, so they are counted with a server-side aggregate
 * rather than listened to (a listener would stream every viewer's document). The panel recounts
 * on this period while the tab is visible, and on demand.
 */
export const AD_STATS_REFRESH_MS = 30_000;

/** Impressions, clicks and click-through rate per ad poll and per sponsor, with a CSV export. */
export function AdPollStatsPanel({ polls }: { polls: PollView[] }) {
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
        <h2 id="ad-stats-title">Impressions and clicks</h2>
        <div className="poll-row__actions">
          <Button variant="secondary" onClick={retry}>
            Refresh counts
          </Button>
          <Button
            disabled={!stats}
            onClick={() =>
              stats && downloadText(`ad-polls-${new Date().toISOString().slice(0, 10)}.csv`, adPollsCsv(stats))
            }
          >
            Export CSV
          </Button>
        </div>
      </div>
      {failed && (
        <ErrorAlert>
          The counts could not be updated. {stats ? 'Showing the last ones.' : 'Try “Refresh counts”.'}
        </ErrorAlert>
      )}
      {countedAt && (
        <p className="muted">
          Counted at {countedAt.toLocaleTimeString()}; recounted every {AD_STATS_REFRESH_MS / 1000} s.
        </p>
      )}
      {!stats ? (
        !failed && <p className="muted">Counting…</p>
      ) : (
        <>
          <DataTable
            caption="Per ad poll"
            rows={stats}
            rowKey={(s) => s.poll.id}
            columns={[
              { header: 'Poll', cell: (s) => s.poll.question },
              { header: 'Sponsor', cell: (s) => s.poll.sponsor?.name ?? '—' },
              { header: 'Impressions', cell: (s) => s.impressions, numeric: true },
              { header: 'Clicks', cell: (s) => s.clicks, numeric: true },
              { header: 'CTR', cell: (s) => percent(s.ctr), numeric: true },
            ]}
          />
          <DataTable
            caption="Per sponsor"
            rows={statsBySponsor(stats)}
            rowKey={(s) => s.sponsor}
            columns={[
              { header: 'Sponsor', cell: (s) => s.sponsor },
              { header: 'Polls', cell: (s) => s.polls, numeric: true },
              { header: 'Impressions', cell: (s) => s.impressions, numeric: true },
              { header: 'Clicks', cell: (s) => s.clicks, numeric: true },
              { header: 'CTR', cell: (s) => percent(s.ctr), numeric: true },
            ]}
          />
        </>
      )}
    </section>
  );
}
