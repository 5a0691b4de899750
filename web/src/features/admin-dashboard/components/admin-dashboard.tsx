import { paths } from '@/config/paths';
import { loadAccounts } from '../api/load-accounts';
import { loadCommentsToday } from '../api/load-comments-today';
import { loadOpenPolls } from '../api/load-open-polls';
import { loadOpenReports } from '../api/load-open-reports';
import { loadTurnout } from '../api/load-turnout';
import { loadViewersNow } from '../api/load-viewers-now';
import { loadVotesToday } from '../api/load-votes-today';
import { KpiTile } from './kpi-tile';
import { TrendCharts } from './trend-charts';
import '../admin-dashboard.css';

const n = (value: number) => value.toLocaleString();
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—');

/** Tiles that show one count. */
const COUNT_TILES = [
  {
    title: 'Votes today',
    to: paths.admin.polls,
    linkLabel: 'See the polls',
    load: loadVotesToday,
    detail: 'poll votes since midnight',
  },
  {
    title: 'Open polls',
    to: paths.admin.polls,
    linkLabel: 'Manage polls',
    load: loadOpenPolls,
    detail: 'taking votes now',
  },
  {
    title: 'Comments today',
    to: paths.admin.comments,
    linkLabel: 'Moderate comments',
    load: loadCommentsToday,
    detail: 'comments since midnight',
  },
  {
    title: 'Open reports',
    to: paths.admin.reports,
    linkLabel: 'Review reports',
    load: loadOpenReports,
    detail: 'open or in review',
  },
];

/** KPI tiles (each loads and fails on its own) and the 7/30-day charts. */
export function AdminDashboard() {
  return (
    <div className="stack">
      <div className="kpi-grid">
        <KpiTile
          title="Accounts"
          to={paths.admin.usermgmt}
          linkLabel="Manage users"
          load={loadAccounts}
          figure={({ active, disabled }) => ({ value: n(active), detail: `active · ${n(disabled)} disabled` })}
          emptyText="No accounts yet."
        />
        <KpiTile
          title="Live viewers now"
          to={paths.admin.live}
          linkLabel="Open the control room"
          load={loadViewersNow}
          figure={(live) => (live ? { value: n(live.viewers), detail: live.title } : null)}
          emptyText="No event is live right now."
        />
        {COUNT_TILES.map(({ detail, ...tile }) => (
          <KpiTile key={tile.title} {...tile} figure={(count: number) => ({ value: n(count), detail })} />
        ))}
        <KpiTile
          title="Constitutional-vote turnout"
          to={paths.admin.polls}
          linkLabel="See the ballot"
          load={loadTurnout}
          figure={(ballots) => {
            const ballot = ballots[0];
            if (!ballot) return null;
            return {
              value: percent(ballot.cast, ballot.censusSize),
              detail:
                `${n(ballot.cast)} of ${n(ballot.censusSize)} voters · ${ballot.title}` +
                (ballot.status === 'open' ? '' : ` · final turnout (${ballot.status})`),
            };
          }}
          emptyText="No constitutional vote has opened yet."
        />
      </div>
      <TrendCharts />
    </div>
  );
}
