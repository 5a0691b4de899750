import { limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { jobsCollection } from './fixer-refs';
import { toJobView, type JobView } from './job-view';

export const RECENT_JOBS = 10;

/** The most recent jobs, live: a run started in another tab appears here too. */
export function useRecentJobs() {
  return useSnapshot<JobView[]>('recent', (onData, onError) =>
    onSnapshot(
      query(jobsCollection(), orderBy('startedAt', 'desc'), limit(RECENT_JOBS)),
      (snapshot) => onData(snapshot.docs.map(toJobView)),
      onError,
    ),
  );
}
