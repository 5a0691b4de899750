import type { PlayerDoc } from '@civic/domain';

/** The player's own rank among everyone (not just the top 10) and score. */
export function MyStanding({ player, players }: { player: PlayerDoc; players: number }) {
  return (
    <p className="game-standing" data-testid="my-standing">
      {player.rank === null ? (
        'Your rank appears after the next reveal.'
      ) : (
        <>
          You are <strong>#{player.rank}</strong> of {players} with <strong>{player.score.toLocaleString()}</strong>{' '}
          points
        </>
      )}
    </p>
  );
}
