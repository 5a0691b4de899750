import type { JobDoc } from '@civic/domain';
import type { DocumentSnapshot } from 'firebase/firestore';
import { millisOf, readDoc } from '@/lib/firebase/time';

type JobTimes = 'startedAt' | 'updatedAt' | 'finishedAt' | 'leaseUntil';

/** A job as the fixer screen shows it: the document, its id, and its times as epoch ms. */
export type JobView = Omit<JobDoc, JobTimes> & {
  id: string;
  startedAtMs: number | null;
  updatedAtMs: number | null;
  finishedAtMs: number | null;
  leaseUntilMs: number | null;
};

export function toJobView(snapshot: DocumentSnapshot): JobView {
  const { startedAt, updatedAt, finishedAt, leaseUntil, ...job } = readDoc<JobDoc>(snapshot);
  return {
    ...job,
    id: snapshot.id,
    startedAtMs: millisOf(startedAt),
    updatedAtMs: millisOf(updatedAt),
    finishedAtMs: millisOf(finishedAt),
    leaseUntilMs: millisOf(leaseUntil),
  };
}
