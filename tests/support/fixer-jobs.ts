/** Driving /fixer jobs from tests as the page does: start, then continueJob until done. */
import { COLLECTIONS, type JobDoc, type JobKind, type JobMode, type JobProgressResponse } from '@civic/domain';
import { db } from './admin.js';
import { call } from './callables.js';
import type { TestClient } from './client.js';

export const jobDoc = async (jobId: string) =>
  (await db.collection(COLLECTIONS.jobs).doc(jobId).get()).data() as JobDoc;

/** Starts a job and calls continueJob until it is done (waiting while another runner holds it). */
export async function runFixerJob(
  client: TestClient,
  kind: JobKind,
  mode: JobMode,
  scope: string | null = null,
): Promise<JobDoc & { id: string }> {
  let progress: JobProgressResponse = await call(client, 'startJob', { kind, mode, scope });
  while (progress.status !== 'done') {
    if (progress.busy) await new Promise((resolve) => setTimeout(resolve, 500));
    progress = await call(client, 'continueJob', { jobId: progress.jobId });
  }
  return { id: progress.jobId, ...(await jobDoc(progress.jobId)) };
}
