import type { JobChange } from '@civic/domain';
import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { JobDefinition, StepResult } from './jobStep.js';

/** One step of a walk by a time field: the documents, where the next step starts, whether it was the last. */
export interface TimeStep {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
  exhausted: boolean;
}

/**
 * The next `size` documents of `query` in the order of the timestamp `field`, after `cursor` (that
 * time in milliseconds; null at the start). The cursor is a time, never a document's id, for walks
 * over documents whose ids name people (a deletion's audit entry, an upvote keyed by its voter):
 * the job's document must not become one more place that holds a uid. The documents written in
 * the millisecond a step ends on are all taken in that step, so none is skipped. Documents without
 * the field are not in the order, so not in the walk.
 */
export async function stepByTime(query: Query, field: string, cursor: string | null, size: number): Promise<TimeStep> {
  const ordered = query.orderBy(field);
  const page = await (cursor === null ? ordered : ordered.startAfter(Timestamp.fromMillis(Number(cursor))))
    .limit(size)
    .get();
  const docs = [...page.docs];
  const last = docs.at(-1)?.get(field) as Timestamp | undefined;
  if (last && page.size === size) {
    const seen = new Set(docs.map((doc) => doc.ref.path));
    const same = await query.where(field, '==', last).get();
    docs.push(...same.docs.filter((doc) => !seen.has(doc.ref.path)));
  }
  return { docs, nextCursor: last ? String(last.toMillis()) : cursor, exhausted: page.size < size };
}

/** A job that gives the documents lacking fields the values they would have had (docs/fixer.md). */
export interface StampJob {
  /** Every document the job looks at, walked by `timeField`. */
  query: () => Query;
  timeField: string;
  perStep: number;
  lacks: (doc: QueryDocumentSnapshot) => boolean;
  /** The diff's line: never a uid (the job's document is read by every admin and kept 180 days). */
  change: (doc: QueryDocumentSnapshot) => JobChange;
  stamp: (doc: QueryDocumentSnapshot) => Record<string, unknown>;
}

/**
 * The job of a StampJob: each step walks the next documents by time, reports those lacking the
 * fields, and (run) writes them in the step's transaction with its progress. A document that has
 * them is never written, so a second run finds nothing.
 */
export function stampingJob(job: StampJob): JobDefinition {
  return {
    async estimateTotal() {
      return (await job.query().count().get()).data().count;
    },
    async step({ cursor, apply }): Promise<StepResult> {
      const { docs, nextCursor, exhausted } = await stepByTime(job.query(), job.timeField, cursor, job.perStep);
      const lacking = docs.filter(job.lacks);
      return {
        processed: docs.length,
        nextCursor,
        exhausted,
        changes: lacking.map(job.change),
        conflicts: [],
        writes: apply
          ? (tx) => {
              for (const doc of lacking) tx.update(doc.ref, job.stamp(doc));
            }
          : undefined,
      };
    },
  };
}
