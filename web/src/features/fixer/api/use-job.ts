import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { jobRef } from './fixer-refs';
import { toJobView, type JobView } from './job-view';

/** One job, live: its progress bar and diff follow `jobs/{id}` as the server commits each step. */
export function useJob(jobId: string | null) {
  return useSnapshot<JobView | null>(jobId, (onData, onError) =>
    onSnapshot(jobRef(jobId!), (snapshot) => onData(snapshot.exists() ? toJobView(snapshot) : null), onError),
  );
}
