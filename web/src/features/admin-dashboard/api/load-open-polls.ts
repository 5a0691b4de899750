import { query, Timestamp, where } from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { pollsCollection } from './admin-dashboard-refs';

/**
 * Open polls (published, opensAt ≤ now < closesAt) as two single-range counts: those not closed
 * yet minus those not open yet (a scheduled poll is in both), so no two-field range index is needed.
 */
export async function loadOpenPolls() {
  const polls = query(pollsCollection(), where('kind', '==', 'poll'), where('published', '==', true));
  const now = Timestamp.fromMillis(Date.now());
  const [notClosed, notOpen] = await Promise.all([
    countOf(query(polls, where('closesAt', '>', now))),
    countOf(query(polls, where('opensAt', '>', now))),
  ]);
  return notClosed - notOpen;
}
