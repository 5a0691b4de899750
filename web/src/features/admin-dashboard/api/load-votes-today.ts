import { query, Timestamp, where } from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { allVotes } from './admin-dashboard-refs';
import { startOfDay } from './days';

/** Votes cast since local midnight, in every poll (a count() over the votes collection group). */
export const loadVotesToday = () =>
  countOf(query(allVotes(), where('votedAt', '>=', Timestamp.fromMillis(startOfDay(Date.now())))));
