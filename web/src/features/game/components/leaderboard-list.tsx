import type { LeaderboardEntry } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';

/** The top 10 as an ordered list, the signed-in player highlighted; `final` once the game is over. */
export function LeaderboardList({
  entries,
  uid,
  final = false,
}: {
  entries: LeaderboardEntry[];
  uid?: string;
  final?: boolean;
}) {
  const { t } = useLingui();
  if (entries.length === 0) {
    return (
      <p className="muted">
        <Trans>The leaderboard appears after the first question.</Trans>
      </p>
    );
  }
  return (
    <ol className="game-leaderboard" aria-label={final ? t`Final top 10` : t`Top 10`}>
      {entries.map((entry) => (
        <li key={entry.uid} className={entry.uid === uid ? 'game-leaderboard__me' : undefined}>
          <span className="game-leaderboard__rank">{formatNumber(entry.rank)}</span>
          <span className="game-leaderboard__name">
            <bdi>{entry.displayName}</bdi>
            {entry.uid === uid && ` ${t`(you)`}`}
          </span>
          <span className="game-leaderboard__score">{formatNumber(entry.score)}</span>
        </li>
      ))}
    </ol>
  );
}
