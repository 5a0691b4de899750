import { clickThroughRate, COLLECTIONS, sumTallyShards, type Tallies } from '@civic/domain';
import { collection, getCountFromServer, getDocs } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import type { PollView } from './poll-view';

export interface AdPollStats {
  poll: PollView;
  impressions: number;
  clicks: number;
  ctr: number;
  tallies: Tallies;
}

/**
 * Counts for ad polls. Impressions: a server-side count() over the one-per-viewer documents (cost
 * grows by one read per 1000 viewers). Clicks and votes: the sums of their shards.
 */
export async function getAdPollStats(polls: PollView[]): Promise<AdPollStats[]> {
  return Promise.all(
    polls.map(async (poll) => {
      const sub = (name: string) => collection(firestore, COLLECTIONS.polls, poll.id, name);
      const [impressions, clickShards, tallyShards] = await Promise.all([
        getCountFromServer(sub(COLLECTIONS.impressions)),
        getDocs(sub(COLLECTIONS.clickShards)),
        getDocs(sub(COLLECTIONS.tallyShards)),
      ]);
      const clicks = clickShards.docs.reduce((sum, d) => sum + ((d.get('clicks') as number) ?? 0), 0);
      const seen = impressions.data().count;
      return {
        poll,
        impressions: seen,
        clicks,
        ctr: clickThroughRate(clicks, seen),
        tallies: sumTallyShards(
          tallyShards.docs.map((d) => d.data()),
          poll.optionIds,
        ),
      };
    }),
  );
}

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
