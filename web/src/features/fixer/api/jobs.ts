import { COLLECTIONS, type JobDoc, type JobKind, type JobMode, type JobProgressResponse } from '@civic/domain';
import { collection, doc, limit, onSnapshot, orderBy, query, type Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { useSnapshot } from '@/lib/use-snapshot';

export type JobView = JobDoc<Timestamp> & { id: string };

export const RECENT_JOBS = 10;

/** The most recent jobs, live: a run started in another tab appears here too. */
export function useRecentJobs() {
  return useSnapshot<JobView[]>('recent', (onData, onError) =>
    onSnapshot(
      query(collection(firestore, COLLECTIONS.jobs), orderBy('startedAt', 'desc'), limit(RECENT_JOBS)),
      (snapshot) => onData(snapshot.docs.map((d) => ({ id: d.id, ...(d.data() as JobDoc<Timestamp>) }))),
      onError,
    ),
  );
}

/** One job, live: its progress bar and diff follow `jobs/{id}` as the server commits each step. */
export function useJob(jobId: string | null) {
  return useSnapshot<JobView | null>(jobId, (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.jobs, jobId!),
      (snapshot) => onData(snapshot.exists() ? { id: snapshot.id, ...(snapshot.data() as JobDoc<Timestamp>) } : null),
      onError,
    ),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps calling continueJob until the job is done. Each call runs a few seconds of steps on the
 * server and commits the state, so closing the tab loses nothing (Resume calls this again). When
 * another tab holds the job, this one waits and asks again instead of running it twice.
 */
export async function driveJob(first: JobProgressResponse, onProgress?: (progress: JobProgressResponse) => void) {
  let progress = first;
  while (progress.status !== 'done') {
    if (progress.busy) await pause(2_000);
    progress = await callFunction('continueJob', { jobId: progress.jobId });
    onProgress?.(progress);
  }
  return progress;
}

export const startJob = (kind: JobKind, mode: JobMode, scope: string | null) =>
  callFunction('startJob', { kind, mode, scope });
