import Papa from 'papaparse';
import type { AdPollStats } from './get-ad-poll-stats';

/** One CSV row per option of every ad poll, with the poll's impressions, clicks and CTR. */
export function adPollsCsv(stats: AdPollStats[]): string {
  const rows = stats.flatMap(({ poll, impressions, clicks, ctr, tallies }) =>
    poll.options.map((option) => ({
      pollId: poll.id,
      question: poll.question,
      sponsor: poll.sponsor?.name ?? '',
      option: option.label,
      votes: tallies[option.id] ?? 0,
      impressions,
      clicks,
      ctr: ctr.toFixed(4),
    })),
  );
  return Papa.unparse(rows, {
    columns: ['pollId', 'question', 'sponsor', 'option', 'votes', 'impressions', 'clicks', 'ctr'],
  });
}
