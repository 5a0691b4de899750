import { defineCallable } from '../platform/callable.js';
import { handleStartJob } from './lib/runJob.js';

/** Starts a maintenance job (dry run or run) and runs its first slice (docs/fixer.md). */
export const startJob = defineCallable(
  'startJob',
  { roles: ['admin'], timeoutSeconds: 120, memory: '512MiB' },
  handleStartJob,
);
