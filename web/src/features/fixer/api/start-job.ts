import type { JobKind, JobMode } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Starts a job (dry run or run, over every item or one scope); driveJob carries it on. */
export const startJob = (kind: JobKind, mode: JobMode, scope: string | null) =>
  callFunction('startJob', { kind, mode, scope });
