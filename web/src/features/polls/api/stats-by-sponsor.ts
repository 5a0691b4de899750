import { clickThroughRate } from '@civic/domain';
import type { AdPollStats } from './get-ad-poll-stats';

export interface SponsorStats {
  sponsor: string;
  polls: number;
  impressions: number;
  clicks: number;
  ctr: number;
}

/** Click-through per sponsor: clicks and impressions summed over the sponsor's polls. */
export function statsBySponsor(stats: AdPollStats[]): SponsorStats[] {
  const bySponsor = new Map<string, SponsorStats>();
  for (const { poll, impressions, clicks } of stats) {
    const name = poll.sponsor?.name ?? '—';
    const entry = bySponsor.get(name) ?? { sponsor: name, polls: 0, impressions: 0, clicks: 0, ctr: 0 };
    entry.polls++;
    entry.impressions += impressions;
    entry.clicks += clicks;
    entry.ctr = clickThroughRate(entry.clicks, entry.impressions);
    bySponsor.set(name, entry);
  }
  return [...bySponsor.values()].sort((a, b) => a.sponsor.localeCompare(b.sponsor));
}
