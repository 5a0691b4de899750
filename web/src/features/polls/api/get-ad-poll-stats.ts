import { clickThroughRate, sumTallyShards, type Tallies } from '@civic/domain';
import { getCountFromServer, getDocs } from 'firebase/firestore';
import { clickShardsOf, impressionsOf, tallyShardsOf } from './poll-refs';
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
      const [impressions, clickShards, tallyShards] = await Promise.all([
        getCountFromServer(impressionsOf(poll.id)),
        getDocs(clickShardsOf(poll.id)),
        getDocs(tallyShardsOf(poll.id)),
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
