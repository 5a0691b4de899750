import type { JobChange, JobConflict } from '@civic/domain';
import type { Transaction } from 'firebase-admin/firestore';

/** What one step of a job is given: where to start, and whether to write its fixes. */
export interface StepInput {
  cursor: string | null;
  scope: string | null;
  /** False in a dry run: compute the same diff, write nothing. */
  apply: boolean;
}

export interface StepResult {
  /** Items examined by this step. */
  processed: number;
  nextCursor: string | null;
  /** No item is left after this step. */
  exhausted: boolean;
  changes: JobChange[];
  conflicts: JobConflict[];
  /**
   * Firestore fixes, committed in the same transaction as the job's progress (so a crash applies
   * both or neither). Only called when `apply` is true.
   */
  writes?: (tx: Transaction) => void;
  /** Run once `writes` committed (a poll's results republished after its shards were fixed). */
  afterCommit?: () => Promise<void>;
}

/**
 * One maintenance job: how many items it expects, and one bounded step over the next items.
 * A step recomputes every fix from the data as it is now, which is what makes a job resumable
 * (a step interrupted before its commit is simply redone) and idempotent (a second run finds the
 * data already right and changes nothing).
 */
export interface JobDefinition {
  /** Throws `unavailable` when a service the job needs does not run here (nothing is started). */
  requireAvailable?(): void;
  estimateTotal(scope: string | null): Promise<number>;
  /** Throws `not-found` for a scope that names nothing. */
  checkScope?(scope: string): Promise<void>;
  step(input: StepInput): Promise<StepResult>;
}
