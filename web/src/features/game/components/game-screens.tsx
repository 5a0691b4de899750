import { GAME_LIMITS } from '@civic/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { gamePaths } from '@/config/paths';
import { formatDateTime } from '@/lib/i18n/format';
import { useUser } from '@/lib/session/session-store';
import { useCurrentGame } from '../api/use-current-game';
import type { GameView } from '../api/game-view';
import { useMyPlayer } from '../api/use-my-player';
import { usePastGames } from '../api/use-past-games';
import { usePlayerCount } from '../api/use-player-count';
import { GamePlay } from './game-play';
import { JoinGame } from './join-game';
import { LeaderboardList } from './leaderboard-list';
import { MyStanding } from './my-standing';
import { Podium } from './podium';
import '../game.css';

/** Loads the current game and renders `children` with it, or the loading / error / none states. */
function WithCurrentGame({ children }: { children: (game: GameView) => ReactNode }) {
  const { t } = useLingui();
  const game = useCurrentGame();
  if (game.state === 'loading') return <LoadingState label={t`Looking for a game…`} />;
  if (game.state === 'error') return <ErrorState title={t`The game could not be loaded`} error={game.error} />;
  if (!game.data) {
    return (
      <EmptyState
        title={t`No game is running`}
        action={
          <Link to={gamePaths.history}>
            <Trans>See past games</Trans>
          </Link>
        }
      >
        <p>
          <Trans>When the host opens a trivia round, you can join it here.</Trans>
        </p>
      </EmptyState>
    );
  }
  return <>{children(game.data)}</>;
}

function JoinOrContinue({ game, uid, name }: { game: GameView; uid: string; name: string }) {
  const { t } = useLingui();
  const player = useMyPlayer(game.id, uid);
  const count = usePlayerCount(game.id);
  const joined = count.state === 'ready' ? count.data : null;
  if (!game.active) {
    return (
      <EmptyState
        title={t`No game is running`}
        action={
          <Link className="button game-cta" to={gamePaths.play}>
            <Trans>See the last podium</Trans>
          </Link>
        }
      >
        <p>
          <Trans>When the host opens the next trivia round, you can join it here.</Trans>
        </p>
      </EmptyState>
    );
  }
  if (player.state === 'loading') return <LoadingState />;
  if (player.state === 'ready' && player.data) {
    const title = game.title;
    return (
      <EmptyState
        title={t`You are playing “${title}”`}
        action={
          <Link className="button game-cta" to={gamePaths.play}>
            <Trans>Continue playing</Trans>
          </Link>
        }
      >
        <p>{joined !== null && <Plural value={joined} one="# player has joined." other="# players have joined." />}</p>
      </EmptyState>
    );
  }
  return <JoinGame game={game} defaultName={name} />;
}

/** `/game/`: join the current game (or continue it). */
export function GameHome() {
  const user = useUser();
  if (!user) return null;
  return (
    <WithCurrentGame>
      {(game) => (
        <JoinOrContinue
          game={game}
          uid={user.uid}
          name={(user.displayName ?? '').slice(0, GAME_LIMITS.displayNameMax)}
        />
      )}
    </WithCurrentGame>
  );
}

/** `/game/play`: the live game for the signed-in player. */
export function GamePlayScreen() {
  const user = useUser();
  if (!user) return null;
  return <WithCurrentGame>{(game) => <GamePlay game={game} uid={user.uid} />}</WithCurrentGame>;
}

/** The live top 10 while the game runs; once it is over, the final results, said as such. */
function LiveBoard({ game, uid }: { game: GameView; uid: string }) {
  const player = useMyPlayer(game.id, uid);
  const final = !game.active;
  const title = game.title;
  return (
    <section className="game-stage card stack" aria-labelledby="live-board">
      <h2 id="live-board">
        {final ? (
          <Trans>
            <bdi>{title}</bdi>: final results
          </Trans>
        ) : (
          <Trans>
            <bdi>{title}</bdi>: top 10
          </Trans>
        )}
      </h2>
      {final && (
        <p className="game-over" role="status">
          <Trans>
            <strong>The game is over.</strong> These are the final scores.{' '}
            <Link to={gamePaths.play}>See the podium</Link>
          </Trans>
        </p>
      )}
      <LeaderboardList entries={game.leaderboard} uid={uid} final={final} />
      {player.state === 'ready' && player.data && (
        <MyStanding player={player.data} players={game.playersScored} final={final} />
      )}
    </section>
  );
}

/** `/game/leaderboard`: the live top 10 of the current game (its final results once over) and the player's own rank. */
export function GameLeaderboardScreen() {
  const user = useUser();
  if (!user) return null;
  return <WithCurrentGame>{(game) => <LiveBoard game={game} uid={user.uid} />}</WithCurrentGame>;
}

/** `/game/history`: finished games with their podiums. */
export function GameHistory() {
  const { t } = useLingui();
  const games = usePastGames();
  if (games.state === 'loading') return <LoadingState label={t`Loading past games…`} />;
  if (games.state === 'error') return <ErrorState title={t`Past games could not be loaded`} error={games.error} />;
  if (games.data.length === 0) {
    return (
      <EmptyState title={t`No finished games yet`}>
        <Trans>Finished games and their podiums will be listed here.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className="game-history">
      {games.data.map((game) => {
        const players = game.playersScored;
        return (
          <li key={game.id} className="card game-stage">
            <h2 dir="auto">{game.title}</h2>
            <p className="muted">
              {game.createdAtMs && `${formatDateTime(game.createdAtMs)} · `}
              <Plural value={players} one="# player" other="# players" />
            </p>
            <Podium entries={game.leaderboard} />
          </li>
        );
      })}
    </ul>
  );
}
