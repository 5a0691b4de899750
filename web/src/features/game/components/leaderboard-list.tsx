import type { LeaderboardEntry } from '@civic/domain';

/** The top 10 as an ordered list, the signed-in player highlighted. */
export function LeaderboardList({ entries, uid }: { entries: LeaderboardEntry[]; uid?: string }) {
  if (entries.length === 0) return <p className="muted">The leaderboard appears after the first question.</p>;
  return (
    <ol className="game-leaderboard" aria-label="Top 10">
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
