import { query, Timestamp, where } from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { allComments } from './admin-dashboard-refs';
import { startOfDay } from './days';

/** Comments posted since local midnight, in every event (a count() over the comments collection group). */
export const loadCommentsToday = () =>
  countOf(query(allComments(), where('createdAt', '>=', Timestamp.fromMillis(startOfDay(Date.now())))));
