import type { LeaderboardEntry } from '@civic/domain';

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
  if (entries.length === 0) return <p className="muted">The leaderboard appears after the first question.</p>;
  return (
    <ol className="game-leaderboard" aria-label={final ? 'Final top 10' : 'Top 10'}>
      {entries.map((entry) => (
        <li key={entry.uid} className={entry.uid === uid ? 'game-leaderboard__me' : undefined}>
          <span className="game-leaderboard__rank">{entry.rank}</span>
          <span className="game-leaderboard__name">
            {entry.displayName}
            {entry.uid === uid && ' (you)'}
          </span>
          <span className="game-leaderboard__score">{entry.score.toLocaleString()}</span>
        </li>
      ))}
    </ol>
  );
}
