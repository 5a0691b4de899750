import type { JobProgressResponse } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

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
