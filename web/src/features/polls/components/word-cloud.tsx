import { cloudEntryForm, topCloudEntries } from '@civic/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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
  /** The viewer's own entries: always listed, marked as theirs, even outside the top ten. */
  mine?: readonly string[];
}

/**
 * A word cloud drawn with CSS only (flex-wrap, font size by count): no layout library on the live
 * room's bundle (docs/live-questions.md, "The web side"). The drawing is hidden from screen
 * readers; the words are listed for them instead with their counts: the top ten, the viewer's own
 * (a screen-reader user hears the words they just gave), and every drawn word on "Show all" —
 * visibly, with a moderator's actions, when `entryAction` is given.
 */
export function WordCloud({ counts, label, emptyText = 'No words yet.', entryAction, mine = [] }: WordCloudProps) {
  const [showAll, setShowAll] = useState(false);
  const drawn = topCloudEntries(counts, CLOUD_DRAWN);
  if (drawn.length === 0) {
    return (
      <p className="muted" role="status">
        {emptyText}
      </p>
    );
  }
  const most = drawn[0]!.count;
  const least = drawn[drawn.length - 1]!.count;
  const own = new Set(mine.map(cloudEntryForm));
  const collapsible = !entryAction && drawn.length > CLOUD_LISTED;
  const everyEntry = !collapsible || showAll;
  const listed = drawn.filter(({ entry }, rank) => everyEntry || rank < CLOUD_LISTED || own.has(entry));
  // Own words beyond the drawn ones (fewer given than the 40th) are still said, with their count.
  const undrawn = [...own].filter((entry) => (counts[entry] ?? 0) > 0 && !drawn.some((d) => d.entry === entry));
  listed.push(...undrawn.map((entry) => ({ entry, count: counts[entry]! })));
  const visible = Boolean(entryAction) || showAll;
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
            {entry}
          </span>
        ))}
      </div>
      <figcaption className={visible ? 'word-cloud__list' : 'visually-hidden'}>
        {entryAction ? 'Entries, most given first' : 'Most given entries, with how many gave each'}
        <ol>
          {listed.map(({ entry, count }) => (
            <li key={entry}>
              <span>
                {entry}: {count}
                {own.has(entry) && ' (your answer)'}
              </span>
              {entryAction?.(entry)}
            </li>
          ))}
        </ol>
      </figcaption>
      {collapsible && (
        // Visible to all: a sighted keyboard user reaches it too, and sees the list it opens.
        <Button
          variant="secondary"
          className="word-cloud__show-all"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? `Show the top ${CLOUD_LISTED} only` : `Show all ${drawn.length} words`}
        </Button>
      )}
    </figure>
  );
}
