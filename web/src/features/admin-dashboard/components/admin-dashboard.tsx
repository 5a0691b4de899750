import { pickVersion } from '@civic/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { textLanguage } from '@/lib/i18n/versions';
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

const percent = (part: number, whole: number) => (whole > 0 ? formatPercent(part / whole) : '—');

/** The live event's title as shown, isolated and in its own language. */
function LiveTitle({ live }: { live: { title: string } }) {
  return <bdi {...textLanguage(live, 'title')}>{live.title}</bdi>;
}

/** KPI tiles (each loads and fails on its own) and the 7/30-day charts. */
export function AdminDashboard() {
  const { t, i18n } = useLingui();
  // Tiles that show one count; `id` names the tile for tests and links whatever the language.
  const countTiles = [
    {
      id: 'votes-today',
      title: t`Votes today`,
      to: paths.admin.polls,
      linkLabel: t`See the polls`,
      load: loadVotesToday,
      detail: t`poll votes since midnight`,
    },
    {
      id: 'open-polls',
      title: t`Open polls`,
      to: paths.admin.polls,
      linkLabel: t`Manage polls`,
      load: loadOpenPolls,
      detail: t`taking votes now`,
    },
    {
      id: 'comments-today',
      title: t`Comments today`,
      to: paths.admin.comments,
      linkLabel: t`Moderate comments`,
      load: loadCommentsToday,
      detail: t`comments since midnight`,
    },
    {
      id: 'open-reports',
      title: t`Open reports`,
      to: paths.admin.reports,
      linkLabel: t`Review reports`,
      load: loadOpenReports,
      detail: t`open or in review`,
    },
  ];
  return (
    <div className="stack">
      <div className="kpi-grid">
        <KpiTile
          id="accounts"
          title={t`Accounts`}
          to={paths.admin.usermgmt}
          linkLabel={t`Manage users`}
          load={loadAccounts}
          figure={({ active, disabled }) => ({
            value: formatNumber(active),
            detail: <Plural value={disabled} one="active · # disabled" other="active · # disabled" />,
          })}
          emptyText={t`No accounts yet.`}
        />
        <KpiTile
          id="live-viewers-now"
          title={t`Live viewers now`}
          to={paths.admin.live}
          linkLabel={t`Open the control room`}
          load={loadViewersNow}
          figure={(live) =>
            live
              ? { value: formatNumber(live.viewers), detail: <LiveTitle live={pickVersion(live, i18n.locale)} /> }
              : null
          }
          emptyText={t`No event is live right now.`}
        />
        {countTiles.map(({ detail, ...tile }) => (
          <KpiTile key={tile.id} {...tile} figure={(count: number) => ({ value: formatNumber(count), detail })} />
        ))}
        <KpiTile
          id="constitutional-vote-turnout"
          title={t`Constitutional-vote turnout`}
          to={paths.admin.polls}
          linkLabel={t`See the ballot`}
          load={loadTurnout}
          figure={(ballots) => {
            const ballot = ballots[0];
            if (!ballot) return null;
            return { value: percent(ballot.cast, ballot.censusSize), detail: <TurnoutDetail {...ballot} /> };
          }}
          emptyText={t`No constitutional vote has opened yet.`}
        />
      </div>
      <TrendCharts />
    </div>
  );
}

interface TurnoutDetailProps {
  cast: number;
  censusSize: number;
  title: string;
  status: string;
}

/** "12 of 40 voters · Charter 2027", and "· final turnout" once the vote has closed. */
function TurnoutDetail({ cast, censusSize, title, status }: TurnoutDetailProps) {
  const castText = formatNumber(cast);
  const voters = <Plural value={censusSize} one={`${castText} of # voter`} other={`${castText} of # voters`} />;
  if (status === 'open') {
    return (
      <Trans>
        {voters} · <bdi>{title}</bdi>
      </Trans>
    );
  }
  return status === 'published' ? (
    <Trans>
      {voters} · <bdi>{title}</bdi> · final turnout (published)
    </Trans>
  ) : (
    <Trans>
      {voters} · <bdi>{title}</bdi> · final turnout (closed)
    </Trans>
  );
}
