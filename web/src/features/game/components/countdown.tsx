/** Screen readers hear the time left at this step (every 5 s), not every second. */
const ANNOUNCE_EVERY_S = 5;

/**
 * Seconds left, in words and as a number and a bar: "Answers appear in 4 s". The number is read in
 * place; a polite live region says the time left every few seconds, so a screen reader is told
 * without being talked over every second.
 */
export function Countdown({ label, remainingMs, totalMs }: { label: string; remainingMs: number; totalMs: number }) {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const share = totalMs > 0 ? Math.max(0, Math.min(1, remainingMs / totalMs)) : 0;
  const announced = Math.ceil(seconds / ANNOUNCE_EVERY_S) * ANNOUNCE_EVERY_S;
  return (
    <div className="game-countdown">
      <p className="game-countdown__text">
        <span className="game-countdown__label">{label}</span>{' '}
        <span className="game-countdown__number" data-testid="countdown-seconds">
          {seconds}
        </span>{' '}
        <span className="game-countdown__unit">{seconds === 1 ? 'second' : 'seconds'}</span>
      </p>
      <div
        className="game-countdown__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.round(totalMs / 1000)}
        aria-valuenow={seconds}
        aria-valuetext={`${seconds} seconds left`}
      >
        <span className="game-countdown__fill" style={{ width: `${share * 100}%` }} />
      </div>
      <span className="visually-hidden" aria-live="polite">
        {`${label} ${Math.min(announced, Math.round(totalMs / 1000))} seconds`}
      </span>
    </div>
  );
}
