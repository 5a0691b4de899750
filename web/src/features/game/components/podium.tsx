import type { LeaderboardEntry } from '@civic/domain';

const PLACES = ['First', 'Second', 'Third'] as const;

/**
 * The final top three. The list is in rank order (what a screen reader reads); CSS places second,
 * first and third from left to right, as on a real podium.
 */
export function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  const top = entries.slice(0, 3);
  if (top.length === 0) return <p className="muted">Nobody played this game.</p>;
  return (
    <ol className="game-podium" aria-label="Podium">
      {top.map((entry, place) => (
        <li key={entry.uid} className={`game-podium__step game-podium__step--${place + 1}`}>
          <span className="game-podium__place">{PLACES[place]}</span>
          <span className="game-podium__name">{entry.displayName}</span>
          <span className="game-podium__score">{entry.score.toLocaleString()} points</span>
        </li>
      ))}
    </ol>
  );
}
