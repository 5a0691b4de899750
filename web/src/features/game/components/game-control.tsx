import type { GamePhase } from '@civic/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useNow } from '@/lib/use-now';
import { advanceGame } from '../api/advance-game';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import type { GameView } from '../api/game-view';
import { usePlayerCount } from '../api/use-player-count';
import { useAnsweredCount } from '../api/use-answered-count';
import { serverNow } from '../api/server-clock';
import { DistributionChart } from './distribution-chart';
import { ExtendedTimeRequests } from './extended-time-requests';
import { LeaderboardList } from './leaderboard-list';
import { Podium } from './podium';

function nextLabel(game: GameView): string {
  const labels: Record<GamePhase, string> = {
    lobby: 'Start game',
    question: 'Reveal now',
    scoring: 'Finish scoring',
    reveal: 'Show leaderboard',
    leaderboard: game.questionIndex >= game.questionCount - 1 ? 'Show podium' : 'Next question',
    podium: 'Finished',
  };
  return labels[game.phase];
}

/**
 * The admin's controls for the running game. Every button sends the step it expects to leave, so a
 * double click or a second admin changes nothing. The window closes by itself when the longest
 * granted time has passed, or as soon as everyone answered when "close early" is on: this screen
 * sends that step too (any open admin screen may; only the first counts).
 */
export function GameControl({ game }: { game: GameView }) {
  const now = serverNow(useNow(500));
  const players = usePlayerCount(game.id);
  const answered = useAnsweredCount(game);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const autoSent = useRef<number | null>(null);
  const playerCount = players.state === 'ready' ? players.data : 0;

  async function step(finish = false) {
    setPending(true);
    setError(null);
    try {
      await advanceGame({ gameId: game.id, fromStep: game.step, finish });
    } catch (failure) {
      setError(functionErrorMessage(failure, 'The game could not move on. Try again.'));
    } finally {
      setPending(false);
      setConfirmEnd(false);
    }
  }

  const windowOver = game.phase === 'question' && game.answeringEndsAtMs !== null && now >= game.answeringEndsAtMs;
  const everyoneAnswered =
    game.phase === 'question' &&
    game.options.closeEarly &&
    playerCount > 0 &&
    answered !== null &&
    answered >= playerCount;
  useEffect(() => {
    if ((windowOver || everyoneAnswered) && autoSent.current !== game.step) {
      autoSent.current = game.step;
      void step();
    }
    // `step` reads the current game; the step number guards against sending twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [windowOver, everyoneAnswered, game.step]);

  const reveal = game.phase === 'reveal' || game.phase === 'leaderboard' ? game.reveal : null;
  return (
    <section className="game-panel" aria-labelledby="game-control">
      <h3 id="game-control">
        {game.active ? 'Running' : 'Last game'}: {game.title}
      </h3>
      <dl className="game-control__status">
        <div>
          <dt>Phase</dt>
          <dd data-testid="game-phase">{game.phase}</dd>
        </div>
        <div>
          <dt>Question</dt>
          <dd>{game.questionIndex < 0 ? '–' : `${game.questionIndex + 1} of ${game.questionCount}`}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd data-testid="game-players">{playerCount}</dd>
        </div>
        {game.phase === 'question' && (
          <div>
            <dt>Answered</dt>
            <dd data-testid="game-answered">{answered ?? '…'}</dd>
          </div>
        )}
        {game.phase === 'question' && game.answeringEndsAtMs && (
          <div>
            <dt>Closes in</dt>
            <dd>{Math.max(0, Math.ceil((game.answeringEndsAtMs - now) / 1000))} s</dd>
          </div>
        )}
      </dl>
      {game.question && <p className="game-stage__question">{game.question.text}</p>}
      {reveal && game.question && (
        <>
          <DistributionChart
            answers={game.question.answers}
            counts={reveal.distribution}
            correct={reveal.correctAnswers}
          />
          {reveal.explanation && <p className="game-explanation">{reveal.explanation}</p>}
        </>
      )}
      {(game.phase === 'leaderboard' || game.phase === 'reveal') && <LeaderboardList entries={game.leaderboard} />}
      {game.phase === 'podium' && <Podium entries={game.leaderboard} />}
      <ErrorAlert>{error}</ErrorAlert>
      {game.phase !== 'podium' && (
        <div className="game-row">
          <Button className="game-cta" onClick={() => step()} pending={pending} pendingLabel="Working…">
            {nextLabel(game)}
          </Button>
          <Button variant="danger" onClick={() => setConfirmEnd(true)} disabled={pending}>
            End game
          </Button>
        </div>
      )}
      {game.phase !== 'podium' && <ExtendedTimeRequests gameId={game.id} />}
      <ConfirmDialog
        open={confirmEnd}
        title="End this game now?"
        confirmLabel="End game"
        danger
        pending={pending}
        onConfirm={() => step(true)}
        onCancel={() => setConfirmEnd(false)}
      >
        The podium is shown with the scores so far; the game cannot be resumed.
      </ConfirmDialog>
    </section>
  );
}
