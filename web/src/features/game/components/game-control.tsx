import type { GamePhase } from '@civic/domain';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { formatNumber } from '@/lib/i18n/format';
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

/** The game's phase in words (the admin sees where the game is, not a code). */
const PHASE_LABELS: Record<GamePhase, MessageDescriptor> = {
  lobby: msg`Lobby`,
  question: msg`Question`,
  scoring: msg`Scoring`,
  reveal: msg`Reveal`,
  leaderboard: msg`Leaderboard`,
  podium: msg`Podium`,
};

function nextLabel(game: GameView): MessageDescriptor {
  const labels: Record<GamePhase, MessageDescriptor> = {
    lobby: msg`Start game`,
    question: msg`Reveal now`,
    scoring: msg`Finish scoring`,
    reveal: msg`Show leaderboard`,
    leaderboard: game.questionIndex >= game.questionCount - 1 ? msg`Show podium` : msg`Next question`,
    podium: msg({ message: 'Finished', context: 'the game' }),
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
  const { i18n, t } = useLingui();
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
      setError(functionErrorMessage(failure, t`The game could not move on. Try again.`));
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
  const title = game.title;
  const questionNumber = formatNumber(game.questionIndex + 1);
  const questionCount = formatNumber(game.questionCount);
  const secondsLeft = game.answeringEndsAtMs ? Math.max(0, Math.ceil((game.answeringEndsAtMs - now) / 1000)) : 0;
  return (
    <section className="game-panel" aria-labelledby="game-control">
      <h3 id="game-control">
        {game.active ? (
          <Trans>
            Running: <bdi>{title}</bdi>
          </Trans>
        ) : (
          <Trans>
            Last game: <bdi>{title}</bdi>
          </Trans>
        )}
      </h3>
      <dl className="game-control__status">
        <div>
          <dt>
            <Trans>Phase</Trans>
          </dt>
          {/* data-phase: the phase's code, for tests, whatever the language. */}
          <dd data-testid="game-phase" data-phase={game.phase}>
            {i18n._(PHASE_LABELS[game.phase])}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Question</Trans>
          </dt>
          <dd>
            {game.questionIndex < 0 ? (
              '–'
            ) : (
              <Trans>
                {questionNumber} of {questionCount}
              </Trans>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Players</Trans>
          </dt>
          <dd data-testid="game-players">{formatNumber(playerCount)}</dd>
        </div>
        {game.phase === 'question' && (
          <div>
            <dt>
              <Trans context="how many players answered">Answered</Trans>
            </dt>
            <dd data-testid="game-answered">{answered === null ? '…' : formatNumber(answered)}</dd>
          </div>
        )}
        {game.phase === 'question' && game.answeringEndsAtMs && (
          <div>
            <dt>
              <Trans>Closes in</Trans>
            </dt>
            <dd>{t`${plural(secondsLeft, { one: '# second', other: '# seconds' })}`}</dd>
          </div>
        )}
      </dl>
      {game.question && (
        <p className="game-stage__question" dir="auto">
          {game.question.text}
        </p>
      )}
      {reveal && game.question && (
        <>
          <DistributionChart
            answers={game.question.answers}
            counts={reveal.distribution}
            correct={reveal.correctAnswers}
          />
          {reveal.explanation && (
            <p className="game-explanation" dir="auto">
              {reveal.explanation}
            </p>
          )}
        </>
      )}
      {(game.phase === 'leaderboard' || game.phase === 'reveal') && <LeaderboardList entries={game.leaderboard} />}
      {game.phase === 'podium' && <Podium entries={game.leaderboard} />}
      <ErrorAlert>{error}</ErrorAlert>
      {game.phase !== 'podium' && (
        <div className="game-row">
          <Button className="game-cta" onClick={() => step()} pending={pending} pendingLabel={t`Working…`}>
            {i18n._(nextLabel(game))}
          </Button>
          <Button variant="danger" onClick={() => setConfirmEnd(true)} disabled={pending}>
            <Trans>End game</Trans>
          </Button>
        </div>
      )}
      {game.phase !== 'podium' && <ExtendedTimeRequests gameId={game.id} />}
      <ConfirmDialog
        open={confirmEnd}
        title={t`End this game now?`}
        confirmLabel={t`End game`}
        danger
        pending={pending}
        onConfirm={() => step(true)}
        onCancel={() => setConfirmEnd(false)}
      >
        <Trans>The podium is shown with the scores so far; the game cannot be resumed.</Trans>
      </ConfirmDialog>
    </section>
  );
}
