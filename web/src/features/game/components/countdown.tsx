/** Seconds left, as a bar and a number; announced to screen readers only every few seconds. */
export function Countdown({ label, remainingMs, totalMs }: { label: string; remainingMs: number; totalMs: number }) {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const share = totalMs > 0 ? Math.max(0, Math.min(1, remainingMs / totalMs)) : 0;
  return (
    <div className="game-countdown">
      <span className="game-countdown__number" aria-hidden="true">
        {seconds}
      </span>
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
    </div>
  );
}
