import { COLLECTIONS, OPEN_REPORT_STATUSES, VIEWER_STALE_MS, type BallotDoc, type BallotStatus } from '@civic/domain';
import {
  collection,
  collectionGroup,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { startOfDay } from './days';

/*
 * Every figure is a count() or sum() aggregation answered by the server (billed one read per
 * 1 000 index entries), or a handful of small documents (the open ballot, the live event): never
 * a read of every document. docs/dashboard.md lists the queries and their indexes.
 */

export const countOf = async (q: Query) => (await getCountFromServer(q)).data().count;
const since = (ms: number) => Timestamp.fromMillis(ms);

export async function loadAccounts() {
  const users = collection(firestore, COLLECTIONS.users);
  const [active, disabled] = await Promise.all([
    countOf(query(users, where('status', '==', 'active'))),
    countOf(query(users, where('status', '==', 'disabled'))),
  ]);
  return { active, disabled };
}

/** Viewers of the live event now (fresh heartbeats), or null when no event is live. */
export async function loadViewersNow(): Promise<{ title: string; viewers: number } | null> {
  const live = await getDocs(query(collection(firestore, COLLECTIONS.events), where('status', '==', 'live'), limit(1)));
  const event = live.docs[0];
  if (!event) return null;
  const viewers = collection(firestore, COLLECTIONS.events, event.id, COLLECTIONS.viewers);
  return {
    title: String(event.get('title') ?? ''),
    viewers: await countOf(query(viewers, where('seenAt', '>', since(Date.now() - VIEWER_STALE_MS)))),
  };
}

export const loadVotesToday = () =>
  countOf(query(collectionGroup(firestore, COLLECTIONS.votes), where('votedAt', '>=', since(startOfDay(Date.now())))));

export const loadCommentsToday = () =>
  countOf(
    query(collectionGroup(firestore, COLLECTIONS.comments), where('createdAt', '>=', since(startOfDay(Date.now())))),
  );

/**
 * Open polls (published, opensAt ≤ now < closesAt) as two single-range counts: those not closed
 * yet minus those not open yet (a scheduled poll is in both), so no two-field range index is needed.
 */
export async function loadOpenPolls() {
  const polls = query(
    collection(firestore, COLLECTIONS.polls),
    where('kind', '==', 'poll'),
    where('published', '==', true),
  );
  const now = since(Date.now());
  const [notClosed, notOpen] = await Promise.all([
    countOf(query(polls, where('closesAt', '>', now))),
    countOf(query(polls, where('opensAt', '>', now))),
  ]);
  return notClosed - notOpen;
}

export const loadOpenReports = () =>
  countOf(query(collection(firestore, COLLECTIONS.reports), where('status', 'in', [...OPEN_REPORT_STATUSES])));

export interface Turnout {
  ballotId: string;
  title: string;
  cast: number;
  censusSize: number;
  status: BallotStatus;
}

const ballots = () => collection(firestore, COLLECTIONS.constitutionalVotes);

/**
 * The latest ballot whose voting is over (closed or published), by when it was announced: ordered
 * on one field, so no composite index; drafts have no `announcedAt` and are never listed.
 */
async function latestFinishedBallot() {
  const recent = await getDocs(query(ballots(), orderBy('announcedAt', 'desc'), limit(5)));
  const finished = recent.docs.find((d) => d.get('status') === 'closed' || d.get('status') === 'published');
  return finished ? [finished] : [];
}

/**
 * Turnout of each open constitutional vote: sum() of its turnout shards against its census. With
 * none open, the final turnout of the latest one closed or published — right after publication
 * the tile shows how it ended, not "no vote is open".
 */
export async function loadTurnout(): Promise<Turnout[]> {
  const open = await getDocs(query(ballots(), where('status', '==', 'open'), limit(3)));
  const shown = open.empty ? await latestFinishedBallot() : open.docs;
  return Promise.all(
    shown.map(async (ballot) => {
      const data = ballot.data() as BallotDoc;
      const shards = collection(firestore, COLLECTIONS.constitutionalVotes, ballot.id, COLLECTIONS.turnout);
      const total = await getAggregateFromServer(shards, { cast: sum('cast') });
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
