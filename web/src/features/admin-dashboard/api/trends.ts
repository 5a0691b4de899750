import { COLLECTIONS } from '@civic/domain';
import {
  collection,
  collectionGroup,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import type { Day } from './days';
import { countOf } from './kpis';

export interface DayTrend {
  label: string;
  newAccounts: number;
  votes: number;
  comments: number;
  peakViewers: number;
}

const inDay = (q: Query, field: string, day: Day) =>
  query(q, where(field, '>=', Timestamp.fromMillis(day.start)), where(field, '<', Timestamp.fromMillis(day.end)));

/**
 * The highest viewers-now sample of the day across events (the control room samples once a
 * minute): one document read, the top of an index ordered by count.
 */
async function peakViewers(day: Day): Promise<number> {
  const top = await getDocs(
    query(inDay(collectionGroup(firestore, COLLECTIONS.viewerSamples), 'at', day), orderBy('count', 'desc'), limit(1)),
  );
  return Number(top.docs[0]?.get('count') ?? 0);
}

/** Per day: counts of new accounts, votes and comments, and the viewers' peak (4 queries a day). */
export async function loadTrends(days: Day[]): Promise<DayTrend[]> {
  const users = collection(firestore, COLLECTIONS.users);
  const votes = collectionGroup(firestore, COLLECTIONS.votes);
  const comments = collectionGroup(firestore, COLLECTIONS.comments);
  return Promise.all(
    days.map(async (day) => {
      const [newAccounts, dayVotes, dayComments, peak] = await Promise.all([
        countOf(inDay(users, 'createdAt', day)),
        countOf(inDay(votes, 'votedAt', day)),
        countOf(inDay(comments, 'createdAt', day)),
        peakViewers(day),
      ]);
      return { label: day.label, newAccounts, votes: dayVotes, comments: dayComments, peakViewers: peak };
    }),
  );
}
