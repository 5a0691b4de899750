import type { PlayerDoc } from '@civic/domain';

/** The player's own rank among everyone (not just the top 10) and score; `final` once the game is over. */
export function MyStanding({
  player,
  players,
  final = false,
}: {
  player: PlayerDoc;
  players: number;
  final?: boolean;
}) {
  return (
    <p className="game-standing" data-testid="my-standing">
      {player.rank === null ? (
        'Your rank appears after the next reveal.'
      ) : (
        <>
          {final ? 'You finished' : 'You are'} <strong>#{player.rank}</strong> of {players} with{' '}
          <strong>{player.score.toLocaleString()}</strong> points
        </>
      )}
    </p>
  );
}
