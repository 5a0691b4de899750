import { topCloudEntries } from '@civic/domain';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/i18n/format';
import '../live-questions.css';

/** The most given entries drawn; the rest wait until they overtake one (the cloud stays readable). */
export const CLOUD_DRAWN = 40;
/** Entries in the text alternative (docs/live-questions.md, "The text alternative of a cloud"). */
export const CLOUD_LISTED = 10;

const SMALLEST_EM = 0.95;
const LARGEST_EM = 2.6;

/**
 * Font size by count: the area of a word grows with its count, so the size with its square root,
 * from the least to the most given entry shown.
 */
function sizeOf(count: number, least: number, most: number): number {
  if (most === least) return most === 1 ? SMALLEST_EM + 0.35 : LARGEST_EM * 0.75;
  const t = (Math.sqrt(count) - Math.sqrt(least)) / (Math.sqrt(most) - Math.sqrt(least));
  return SMALLEST_EM + t * (LARGEST_EM - SMALLEST_EM);
}

/** Most given in the middle, the others alternately after and before it: reads as a cloud, not a ranking. */
function centreOut<T>(byCount: T[]): T[] {
  const arranged: T[] = [];
  byCount.forEach((item, index) => (index % 2 === 0 ? arranged.push(item) : arranged.unshift(item)));
  return arranged;
}

export interface WordCloudProps {
  /** Responses per entry form (the summed tally shards). */
  counts: Record<string, number>;
  /** What the cloud is of, for screen readers ("Word cloud: What should the city fund?"). */
  label: string;
  /** Shown instead of the cloud before the first entry. */
  emptyText?: string;
  /** A moderator's control after each listed entry (the control room's "Hide"). */
  entryAction?: (entry: string) => ReactNode;
}

/**
 * A word cloud drawn with CSS only (flex-wrap, font size by count): no layout library on the live
 * room's bundle (docs/live-questions.md, "The web side"). The drawing is hidden from screen
 * readers; the most given entries with their counts are listed for them instead — visibly, with a
 * moderator's actions, when `entryAction` is given.
 */
export function WordCloud({ counts, label, emptyText, entryAction }: WordCloudProps) {
  const { t } = useLingui();
  const drawn = topCloudEntries(counts, CLOUD_DRAWN);
  if (drawn.length === 0) {
    return (
      <p className="muted" role="status">
        {emptyText ?? t`No words yet.`}
      </p>
    );
  }
  const most = drawn[0]!.count;
  const least = drawn[drawn.length - 1]!.count;
  const listed = entryAction ? drawn : drawn.slice(0, CLOUD_LISTED);
  return (
    <figure className="word-cloud" aria-label={label}>
      <div className="word-cloud__words" aria-hidden="true">
        {centreOut(drawn.map((item, rank) => ({ ...item, rank }))).map(({ entry, count, rank }) => (
          <span
            key={entry}
            // Three theme colours by rank, so neighbours differ: decoration only, the size says the count.
            className={`word-cloud__word word-cloud__word--tone${rank % 3}`}
            style={{ fontSize: `${sizeOf(count, least, most).toFixed(2)}em` }}
          >
            <bdi>{entry}</bdi>
          </span>
        ))}
      </div>
      <figcaption className={entryAction ? 'word-cloud__list' : 'visually-hidden'}>
        {entryAction ? t`Entries, most given first` : t`Most given entries, with how many gave each`}
        <ol>
          {listed.map(({ entry, count }) => (
            <li key={entry}>
              <span>
                <bdi>{entry}</bdi>: {formatNumber(count)}
              </span>
              {entryAction?.(entry)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
