import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { gamePaths } from '@/config/paths';
import { formatNumber } from '@/lib/i18n/format';
import { useAsync } from '@/lib/use-async';
import { loadLastGame } from '../api/load-last-game';

/** "Your last game": the rank and score of the most recent game the user joined. */
export function LastGameRank({ uid }: { uid: string }) {
  const { t } = useLingui();
  const game = useAsync(`last-game:${uid}`, () => loadLastGame(uid));
  if (game.state === 'loading') return <LoadingState label={t`Loading your last game…`} />;
  if (game.state === 'error')
    return (
      <div role="alert" className="stack">
        <p>
          <Trans>Your last game could not be loaded.</Trans>
        </p>
        <div>
          <Button variant="secondary" onClick={game.retry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      </div>
    );
  if (!game.data)
    return (
      <p className="muted">
        <Trans>
          You have not played a game yet. <Link to={gamePaths.home}>Join the live trivia</Link> during an event.
        </Trans>
      </p>
    );
  const { title, active, score } = game.data;
  const rank = game.data.rank === null ? null : formatNumber(game.data.rank);
  return (
    <div className="stack">
      <p data-testid="last-game-rank">
        {rank === null ? (
          <Trans>
            Not ranked yet in “<bdi>{title}</bdi>”.
          </Trans>
        ) : active ? (
          <Trans>
            Rank <strong>#{rank}</strong> in “<bdi>{title}</bdi>” (still running),{' '}
            <Plural value={score} one="# point" other="# points" />.
          </Trans>
        ) : (
          <Trans>
            Rank <strong>#{rank}</strong> in “<bdi>{title}</bdi>”,{' '}
            <Plural value={score} one="# point" other="# points" />.
          </Trans>
        )}
      </p>
      <Link to={active ? gamePaths.play : gamePaths.history}>
        {active ? <Trans>Back to the game</Trans> : <Trans>See past games</Trans>}
      </Link>
    </div>
  );
}
