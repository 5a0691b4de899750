import type { BallotDoc, BallotStatus } from '@civic/domain';
import { getAggregateFromServer, getDocs, limit, orderBy, query, sum, where } from 'firebase/firestore';
import { paced } from '@/lib/firebase/paced';
import { ballotsCollection, turnoutOf } from './admin-dashboard-refs';

export interface Turnout {
  ballotId: string;
  title: string;
  cast: number;
  censusSize: number;
  status: BallotStatus;
}

/**
 * The latest ballot whose voting is over (closed or published), by when it was announced: ordered
 * on one field, so no composite index; drafts have no `announcedAt` and are never listed.
 */
async function latestFinishedBallot() {
  const recent = await paced(() => getDocs(query(ballotsCollection(), orderBy('announcedAt', 'desc'), limit(5))));
  const finished = recent.docs.find((d) => d.get('status') === 'closed' || d.get('status') === 'published');
  return finished ? [finished] : [];
}

/**
 * Turnout of each open constitutional vote: sum() of its turnout shards against its census. With
 * none open, the final turnout of the latest one closed or published — right after publication
 * the tile shows how it ended, not "no vote is open".
 */
export async function loadTurnout(): Promise<Turnout[]> {
  const open = await paced(() => getDocs(query(ballotsCollection(), where('status', '==', 'open'), limit(3))));
  const shown = open.empty ? await latestFinishedBallot() : open.docs;
  return Promise.all(
    shown.map(async (ballot) => {
      const data = ballot.data() as BallotDoc;
      const shards = turnoutOf(ballot.id);
      const total = await paced(() => getAggregateFromServer(shards, { cast: sum('cast') }));
      return {
        ballotId: ballot.id,
        title: data.title,
        cast: total.data().cast,
        censusSize: data.censusSize ?? 0,
        status: data.status,
      };
    }),
  );
}
