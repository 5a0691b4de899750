import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { gamePaths } from '@/config/paths';
import type { GameView } from '../api/game-view';
import { useMyPlayer } from '../api/use-my-player';
import { joinGame } from '../api/join-game';
import { usePlayerCount } from '../api/use-player-count';
import { LeaderboardList } from './leaderboard-list';
import { MyStanding } from './my-standing';
import { Podium } from './podium';
import { QuestionStage } from './question-stage';
import { RevealStage } from './reveal-stage';

function Lobby({ gameId }: { gameId: string }) {
  const count = usePlayerCount(gameId);
  const players = count.state === 'ready' ? count.data : null;
  return (
    <section className="game-stage card" aria-labelledby="game-lobby">
      <h2 id="game-lobby">
        <Trans>You are in!</Trans>
      </h2>
      <p className="game-big-number" aria-live="polite">
        {players === null ? '…' : <Plural value={players} one="# player" other="# players" />}
      </p>
      <p className="muted">
        <Trans>Waiting for the host to start the first question.</Trans>
      </p>
    </section>
  );
}

/**
 * A player's whole game, driven by the live game document and their own record: lobby, question,
 * reveal, leaderboard, podium. Everything comes from listeners, so a reload or a phone waking up
 * lands on the current state.
 */
export function GamePlay({ game, uid }: { game: GameView; uid: string }) {
  const { t } = useLingui();
  const player = useMyPlayer(game.id, uid);
  const joined = player.state === 'ready' ? player.data : null;
  const active = game.active;
  // Back after a reload or a locked phone: rejoining (idempotent, keeps the score) refreshes the
  // server-clock offset the countdowns use.
  useEffect(() => {
    if (!joined || !active) return;
    joinGame({
      gameId: game.id,
      displayName: joined.displayName,
      extendedTimeRequested: joined.extendedTimeRequested,
    }).catch((error: unknown) => console.warn('Clock sync failed; countdowns use this device’s clock', error));
    // Once per game and player, not on every score update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game.id, Boolean(joined), active]);
  if (player.state === 'loading') return <LoadingState label={t`Loading your game…`} />;
  if (player.state === 'error') return <ErrorState title={t`Your game could not be loaded`} error={player.error} />;
  if (!player.data) {
    return (
      <EmptyState
        title={t`You have not joined this game`}
        action={
          <Link to={gamePaths.home}>
            <Trans>Join the game</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Join with your display name to play.</Trans>
        </p>
      </EmptyState>
    );
  }
  const me = player.data;
  switch (game.phase) {
    case 'lobby':
      return <Lobby gameId={game.id} />;
    case 'question':
      return <QuestionStage game={game} player={me} uid={uid} />;
    case 'scoring':
      return <LoadingState label={t`Time is up: scoring the answers…`} />;
    case 'reveal':
      return <RevealStage game={game} player={me} />;
    case 'leaderboard':
      return (
        <section className="game-stage card" aria-labelledby="game-board">
          <h2 id="game-board">
            <Trans>Leaderboard</Trans>
          </h2>
          <LeaderboardList entries={game.leaderboard} uid={uid} />
          <MyStanding player={me} players={game.playersScored} />
        </section>
      );
    case 'podium':
      return (
        <section className="game-stage card" aria-labelledby="game-podium">
          <h2 id="game-podium">
            <Trans>Final podium</Trans>
          </h2>
          <p className="game-over">
            <Trans>
              <strong>The game is over.</strong> Thank you for playing.
            </Trans>
          </p>
          <Podium entries={game.leaderboard} />
          <MyStanding player={me} players={game.playersScored} final />
        </section>
      );
  }
}
