import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { adPollsCsv, downloadCsv } from '../api/export-ad-polls-csv';
import { getAdPollStats, statsBySponsor, type AdPollStats } from '../api/get-ad-stats';
import type { PollView } from '../api/poll-view';

const percent = (ctr: number) => `${(ctr * 100).toFixed(1)}%`;

/** Impressions, clicks and click-through rate per ad poll and per sponsor, with a CSV export. */
export function AdPollStatsPanel({ polls }: { polls: PollView[] }) {
  const [stats, setStats] = useState<AdPollStats[] | null>(null);
  const [refresh, setRefresh] = useState(0);
  const key = polls.map((p) => p.id).join(',');

  useEffect(() => {
    let current = true;
    void getAdPollStats(polls).then((result) => current && setStats(result));
    return () => {
      current = false;
    };
    // Recount when the set of polls changes or on "Refresh counts".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refresh]);

  if (polls.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="ad-stats-title">
      <div className="poll-row__header">
        <h2 id="ad-stats-title">Impressions and clicks</h2>
        <div className="poll-row__actions">
          <Button variant="secondary" onClick={() => setRefresh((n) => n + 1)}>
            Refresh counts
          </Button>
          <Button
            disabled={!stats}
            onClick={() =>
              stats && downloadCsv(`ad-polls-${new Date().toISOString().slice(0, 10)}.csv`, adPollsCsv(stats))
            }
          >
            Export CSV
          </Button>
        </div>
      </div>
      {!stats ? (
        <p className="muted">Counting…</p>
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
