import type { PlayerDoc } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { formatNumber } from '@/lib/i18n/format';
import { useNow } from '@/lib/use-now';
import type { GameView } from '../api/game-view';
import { useMyAnswer } from '../api/use-my-answer';
import { answerQuestion } from '../api/answer-question';
import { serverNow } from '../api/server-clock';
import { AnswerTiles } from './answer-tiles';
import { Countdown } from './countdown';

/**
 * The current question for a player: the question alone during the reading time, then the answer
 * tiles and the player's own countdown (limit × their time factor). One tap sends the answer
 * (its tile says "Sending…") and the server's acceptance locks it; what was chosen is read back
 * from the server, so a reload still shows "Answer locked".
 */
export function QuestionStage({ game, player, uid }: { game: GameView; player: PlayerDoc; uid: string }) {
  const { t } = useLingui();
  const now = serverNow(useNow(250));
  const mine = useMyAnswer(game.id, game.questionIndex, uid);
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const question = game.question!;
  const opensAt = game.answersOpenAtMs ?? 0;
  const windowMs = question.timeLimitSec * 1000 * player.timeFactor;
  const answered = mine.state === 'ready' ? mine.data : null;
  const locked = answered && !answered.pending ? answered.answerIndex : null;
  // The answer on its way: the tap, until the server accepts the write (the listener may see the
  // pending write before the tap's promise settles, and after it until the server confirms).
  const sending = pending ?? (answered?.pending ? answered.answerIndex : null);

  async function answer(index: number) {
    setPending(index);
    setError(null);
    try {
      await answerQuestion({ gameId: game.id, questionIndex: game.questionIndex, answerIndex: index, uid });
    } catch (failure) {
      console.warn('The answer was not accepted', failure);
      // The rules refuse only an answer that came too late or a second one.
      setError(
        (failure as { code?: string }).code === 'permission-denied'
          ? t`Your answer was not accepted: the time for this question is up, or you had already answered.`
          : t`Your answer could not be sent. Check your connection.`,
      );
    } finally {
      setPending(null);
    }
  }

  let body;
  if (now < opensAt) {
    const readingMs = opensAt - (game.questionShownAtMs ?? opensAt);
    body = <Countdown kind="reading" remainingMs={opensAt - now} totalMs={readingMs} />;
  } else if (locked !== null) {
    body = (
      <>
        <p className="game-banner game-banner--locked" role="status">
          <Trans>Answer locked</Trans>
        </p>
        <AnswerTiles answers={question.answers} chosen={locked} />
        <p className="muted">
          <Trans>Wait for the reveal to see if you were right.</Trans>
        </p>
      </>
    );
  } else if (now >= opensAt + windowMs && sending === null) {
    body = (
      <p className="game-banner" role="status">
        <Trans>Time is up</Trans>
      </p>
    );
  } else {
    body = (
      <>
        <Countdown kind="answering" remainingMs={opensAt + windowMs - now} totalMs={windowMs} />
        <AnswerTiles
          answers={question.answers}
          onAnswer={answer}
          disabled={sending !== null || mine.state !== 'ready'}
          chosen={sending}
          sending={sending !== null}
        />
        {sending !== null && (
          <p className="visually-hidden" role="status">
            <Trans>Sending your answer…</Trans>
          </p>
        )}
        {error && <ErrorAlert>{error}</ErrorAlert>}
      </>
    );
  }

  const questionNumber = formatNumber(game.questionIndex + 1);
  const questionCount = formatNumber(game.questionCount);
  const timeFactor = formatNumber(player.timeFactor);
  return (
    <section className="game-stage card" aria-labelledby="game-question">
      <p className="muted game-stage__meta">
        {player.timeFactor > 1 ? (
          <Trans>
            Question {questionNumber} of {questionCount} · your time ×{timeFactor}
          </Trans>
        ) : (
          <Trans>
            Question {questionNumber} of {questionCount}
          </Trans>
        )}
      </p>
      <h2 id="game-question" className="game-stage__question" dir="auto">
        {question.text}
      </h2>
      {question.imageUrl && <img className="game-stage__image" src={question.imageUrl} alt="" />}
      {body}
    </section>
  );
}
