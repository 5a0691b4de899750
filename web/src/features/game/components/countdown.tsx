import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';

/** Screen readers hear the time left at this step (every 5 s), not every second. */
const ANNOUNCE_EVERY_S = 5;

/** What a countdown counts: the reading time before the answers, or the time left to answer. */
export type CountdownKind = 'reading' | 'answering';

/**
 * Seconds left, in words and as a number and a bar: "Answers appear in 4 seconds". The number is
 * read in place; a polite live region says the time left every few seconds, so a screen reader is
 * told without being talked over every second. Each kind's announcement is one whole sentence.
 */
export function Countdown({
  kind,
  remainingMs,
  totalMs,
}: {
  kind: CountdownKind;
  remainingMs: number;
  totalMs: number;
}) {
  const { t } = useLingui();
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const share = totalMs > 0 ? Math.max(0, Math.min(1, remainingMs / totalMs)) : 0;
  const totalSeconds = Math.round(totalMs / 1000);
  const announced = Math.min(Math.ceil(seconds / ANNOUNCE_EVERY_S) * ANNOUNCE_EVERY_S, totalSeconds);
  const label = kind === 'reading' ? t`Answers appear in` : t`Time left to answer`;
  const announcement =
    kind === 'reading'
      ? t`Answers appear in ${plural(announced, { one: '# second', other: '# seconds' })}`
      : t`Time left to answer: ${plural(announced, { one: '# second', other: '# seconds' })}`;
  return (
    <div className="game-countdown">
      <p className="game-countdown__text">
        <span className="game-countdown__label">{label}</span>{' '}
        <span className="game-countdown__number" data-testid="countdown-seconds">
          {formatNumber(seconds)}
        </span>{' '}
        {/* The unit alone: the number beside it is styled apart (each language agrees the noun with it). */}
        <span className="game-countdown__unit">{t`${plural(seconds, { one: 'second', other: 'seconds' })}`}</span>
      </p>
      <div
        className="game-countdown__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={totalSeconds}
        aria-valuenow={seconds}
        aria-valuetext={t`${plural(seconds, { one: '# second left', other: '# seconds left' })}`}
      >
        <span className="game-countdown__fill" style={{ width: `${share * 100}%` }} />
      </div>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
