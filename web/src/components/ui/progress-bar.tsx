import { formatPercent } from '@/lib/i18n/format';

export interface ProgressBarProps {
  /** Accessible name, e.g. "Import progress". */
  label: string;
  value: number;
  max?: number;
}

/** A determinate progress bar (role=progressbar with aria-valuenow) and its percentage. */
export function ProgressBar({ label, value, max = 100 }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  // In the reader's language: "50 %" in Spanish, "50%" (Latin digits) in Arabic.
  const shown = formatPercent(percent / 100);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={shown}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress__label muted">{shown}</span>
    </div>
  );
}
