import { summariseScale, type ScaleSettings } from '@civic/domain';
import { Plural, Trans } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import { textLanguage } from '@/lib/i18n/versions';
import { scalePointName } from '../api/scale-point-name';
import '../live-questions.css';

const averageOf = (value: number) => formatNumber(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

const Answers = ({ count }: { count: number }) => <Plural value={count} one="# answer" other="# answers" />;

/** "Average 4.5 from 1 to 5". */
function Average({ value, min, max }: { value: number; min: number; max: number }) {
  const average = averageOf(value);
  return (
    <Trans>
      Average <strong>{average}</strong> from {min} to {max}
    </Trans>
  );
}

/**
 * The scale's end labels under its ends (read with the points, so hidden from screen readers here),
 * each in its own language: `poll` is the question they belong to (the labels are in its language
 * unless a version was shown).
 */
export function ScaleEnds({
  settings,
  poll,
}: {
  settings: Pick<ScaleSettings, 'minLabel' | 'maxLabel'>;
  poll: object;
}) {
  if (!settings.minLabel && !settings.maxLabel) return null;
  return (
    <p className="scale-chart__ends muted" aria-hidden="true">
      <bdi {...textLanguage(settings, 'minLabel', poll)}>{settings.minLabel}</bdi>
      <bdi {...textLanguage(settings, 'maxLabel', poll)}>{settings.maxLabel}</bdi>
    </p>
  );
}

export interface ScaleDistributionProps {
  settings: Pick<ScaleSettings, 'min' | 'max' | 'minLabel' | 'maxLabel'>;
  /** The live question the scale belongs to (its language is the end labels'). */
  poll: object;
  /** Responses per point (the summed tally shards). */
  counts: Record<string, number>;
  /** What the scale is of, for screen readers. */
  label: string;
  /** A point the viewer chose, marked. */
  chosen?: number | null;
}

/**
 * A scale's answers: the average, then one column per point with its count, the end labels under
 * the ends. Plain CSS (the room's bundle stays free of the charting library, as ResultBars); the
 * columns are hidden from screen readers, which get the same numbers as a list.
 */
export function ScaleDistribution({ settings, poll, counts, label, chosen = null }: ScaleDistributionProps) {
  const summary = summariseScale(settings, counts);
  const points = Object.keys(summary.counts)
    .map(Number)
    .sort((a, b) => a - b);
  const most = Math.max(1, ...points.map((point) => summary.counts[point] ?? 0));
  return (
    <figure className="scale-chart" aria-label={label}>
      <p className="scale-chart__average" data-testid="scale-average">
        {summary.average === null ? (
          <Trans>No answers yet</Trans>
        ) : (
          <Average value={summary.average} min={settings.min} max={settings.max} />
        )}
      </p>
      <div className="scale-chart__columns" aria-hidden="true">
        {points.map((point) => {
          const count = summary.counts[point] ?? 0;
          return (
            <div key={point} className={`scale-chart__column${point === chosen ? ' scale-chart__column--chosen' : ''}`}>
              <span className="scale-chart__count">{count}</span>
              <span className="scale-chart__track">
                <span className="scale-chart__fill" style={{ height: `${Math.round((count / most) * 100)}%` }} />
              </span>
              <span className="scale-chart__point">{point}</span>
            </div>
          );
        })}
      </div>
      <ScaleEnds settings={settings} poll={poll} />
      <figcaption className="muted">
        <Answers count={summary.total} />
        <ul className="visually-hidden">
          {points.map((point) => (
            <li key={point}>
              <bdi>{scalePointName(settings, point)}</bdi>: <Answers count={summary.counts[point] ?? 0} />
              {point === chosen && (
                <>
                  {' '}
                  <Trans>(your answer)</Trans>
                </>
              )}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
