import { getDocs, limit, orderBy, query, Timestamp, where, type Query } from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { paced } from '@/lib/firebase/paced';
import { allComments, allViewerSamples, allVotes, usersCollection } from './admin-dashboard-refs';
import type { Day } from './days';

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
  const top = await paced(() =>
    getDocs(query(inDay(allViewerSamples(), 'at', day), orderBy('count', 'desc'), limit(1))),
  );
  return Number(top.docs[0]?.get('count') ?? 0);
}

/** Per day: counts of new accounts, votes and comments, and the viewers' peak (4 queries a day). */
export async function loadTrends(days: Day[]): Promise<DayTrend[]> {
  const users = usersCollection();
  const votes = allVotes();
  const comments = allComments();
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
