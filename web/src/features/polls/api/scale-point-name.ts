import type { ScaleSettings } from '@civic/domain';

/** A point of a scale as read aloud and listed: "5 (Completely)" at a labelled end, else "3". */
export function scalePointName(settings: Pick<ScaleSettings, 'min' | 'max' | 'minLabel' | 'maxLabel'>, point: number) {
  const label = point === settings.min ? settings.minLabel : point === settings.max ? settings.maxLabel : '';
  return label ? `${point} (${label})` : String(point);
}
