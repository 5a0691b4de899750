import type { ReplayChapter } from '@civic/domain';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, type KeyboardEvent, type PointerEvent } from 'react';
import { clockOf, densityOf } from '../lib/replay-time';

/** Keyboard steps of the scrub bar: arrows move 10 s, Page Up/Down a minute. */
const STEP_MS = 10_000;
const PAGE_MS = 60_000;

export interface ReplayTimelineProps {
  /** Event time now, ms. */
  t: number;
  lengthMs: number;
  reactions: { bucketMs: number; counts: number[] };
  chapters: readonly ReplayChapter[];
  seek: (t: number) => void;
}

/** The strip's shape: one column per reactions bucket, as tall as its share of the busiest one. */
const Density = memo(function Density({ counts, width }: { counts: number[]; width: string }) {
  const path = useMemo(
    () =>
      densityOf(counts)
        // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path commands, not text
        .map((share, index) => (share > 0 ? `M${index} 1V${(1 - share).toFixed(3)}h1V1z` : ''))
        .join(''),
    [counts],
  );
  return (
    <svg
      className="replay-timeline__density"
      viewBox={`0 0 ${Math.max(counts.length, 1)} 1`}
      preserveAspectRatio="none"
      style={{ inlineSize: width }}
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
});

/**
 * The scrub bar of the event's time, with the reactions drawn along it as a density strip (the
 * lively moments stand out) and the chapters marked: a slider, so a click, a tap or the keyboard
 * seeks (docs/replays.md, "The pages"). Time runs left to right in every language, as on the
 * video's own controls (docs/replays.md, "Right to left"): the bar is `dir="ltr"` and the right
 * arrow always moves forward.
 */
export function ReplayTimeline({ t, lengthMs, reactions, chapters, seek }: ReplayTimelineProps) {
  const { t: translate } = useLingui();
  const length = Math.max(lengthMs, 1);
  const share = (ms: number) => `${((ms / length) * 100).toFixed(3)}%`;
  const now = clockOf(t);
  const total = clockOf(lengthMs);

  function seekAt(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (event.clientX - box.left) / box.width;
    seek(Math.round(Math.min(Math.max(fraction, 0), 1) * lengthMs));
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: t + STEP_MS,
      ArrowUp: t + STEP_MS,
      ArrowLeft: t - STEP_MS,
      ArrowDown: t - STEP_MS,
      PageUp: t + PAGE_MS,
      PageDown: t - PAGE_MS,
      Home: 0,
      End: lengthMs,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    seek(Math.min(Math.max(to, 0), lengthMs));
  }

  return (
    <div className="replay-timeline" dir="ltr">
      <div
        className="replay-timeline__bar"
        role="slider"
        tabIndex={0}
        aria-label={translate`Moment of the event`}
        aria-valuemin={0}
        aria-valuemax={Math.round(lengthMs / 1000)}
        aria-valuenow={Math.round(t / 1000)}
        aria-valuetext={translate`${now} of ${total}`}
        onPointerDown={seekAt}
        onKeyDown={onKeyDown}
      >
        <Density
          counts={reactions.counts}
          width={share(Math.min(reactions.counts.length * reactions.bucketMs, length))}
        />
        {chapters.map((chapter) => (
          <span
            key={`${chapter.itemId}-${chapter.startMs}`}
            className="replay-timeline__chapter"
            style={{ insetInlineStart: share(chapter.startMs) }}
            aria-hidden="true"
          />
        ))}
        <span className="replay-timeline__played" style={{ inlineSize: share(t) }} aria-hidden="true" />
      </div>
      <p className="replay-timeline__clock muted" aria-hidden="true">
        <span>{now}</span> / <span>{total}</span>
      </p>
    </div>
  );
}
