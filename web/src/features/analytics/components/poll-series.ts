import type { PollAnalytics } from '@civic/domain';
import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';

/**
 * How many polls each poll chart draws: the ones with the most votes during the event. An evening
 * can hold dozens of polls; drawn all at once, the bars shrink to hairlines and the legend of the
 * line chart grows until no room is left to draw the lines in (docs/analytics.md, "Charts").
 * The figures' text alternatives still list every poll.
 */
export const CHARTED_POLLS = { bars: 10, lines: 5 } as const;

/** The `count` polls with the most votes during the event, most first; ties keep the event's order. */
export function mostVoted(polls: readonly PollAnalytics[], count: number): PollAnalytics[] {
  return polls
    .map((poll, order) => ({ poll, order }))
    .sort((a, b) => b.poll.votes - a.poll.votes || a.order - b.order)
    .slice(0, count)
    .map(({ poll }) => poll);
}

/** A line chart's rows: one per slice start of any poll, each poll's votes under its id (absent elsewhere). */
export function votesOverTime(polls: readonly PollAnalytics[]): Record<string, number>[] {
  const times = [...new Set(polls.flatMap((p) => p.timeline.map((t) => t.at)))].sort((a, b) => a - b);
  return times.map((at) => {
    const row: Record<string, number> = { at };
    for (const poll of polls) {
      const slice = poll.timeline.find((t) => t.at === at);
      if (slice) row[poll.pollId] = slice.votes;
    }
    return row;
  });
}

/** "the 5 most voted of 23" when a chart leaves polls out, else nothing. */
export function chartedNote(charted: number, all: number): string {
  if (charted >= all) return '';
  const allText = formatNumber(all);
  return ` · ${t`${plural(charted, { one: `the most voted of ${allText}`, other: `the # most voted of ${allText}` })}`}`;
}
