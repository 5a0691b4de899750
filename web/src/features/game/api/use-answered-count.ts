import { useEffect, useState } from 'react';
import { countAnswers } from './count-answers';
import type { GameView } from './game-view';

/** Answers so far for the current question, re-counted every second while it is open. */
export function useAnsweredCount(game: GameView): number | null {
  const [count, setCount] = useState<{ key: string; value: number } | null>(null);
  const key = `${game.id}:${game.questionIndex}`;
  const open = game.phase === 'question';
  useEffect(() => {
    if (!open) return;
    let stopped = false;
    const tick = () =>
      countAnswers(game.id, game.questionIndex)
        .then((value) => !stopped && setCount({ key, value }))
        .catch((error: unknown) => console.warn('Answer count failed', error));
    void tick();
    const timer = setInterval(tick, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [open, key, game.id, game.questionIndex]);
  return count?.key === key ? count.value : null;
}
