import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { gamePaths } from '@/config/paths';
import { useAsync } from '@/lib/use-async';
import { loadLastGame } from '../api/load-last-game';

/** "Your last game": the rank and score of the most recent game the user joined. */
export function LastGameRank({ uid }: { uid: string }) {
  const game = useAsync(`last-game:${uid}`, () => loadLastGame(uid));
  if (game.state === 'loading') return <LoadingState label="Loading your last game…" />;
  if (game.state === 'error')
    return (
      <div role="alert" className="stack">
        <p>Your last game could not be loaded.</p>
        <div>
          <Button variant="secondary" onClick={game.retry}>
            Retry
          </Button>
        </div>
      </div>
    );
  if (!game.data)
    return (
      <p className="muted">
        You have not played a game yet. <Link to={gamePaths.home}>Join the live trivia</Link> during an event.
      </p>
    );
  const { title, active, rank, score } = game.data;
  return (
    <div className="stack">
      <p data-testid="last-game-rank">
        {rank === null ? (
          <>Not ranked yet in “{title}”.</>
        ) : (
          <>
            Rank <strong>#{rank}</strong> in “{title}”{active ? ' (still running)' : ''}, {score.toLocaleString()}{' '}
            points.
          </>
        )}
      </p>
      <Link to={active ? gamePaths.play : gamePaths.history}>{active ? 'Back to the game' : 'See past games'}</Link>
    </div>
  );
}
