import { defineCallable } from '../platform/callable.js';
import { handleContinueJob } from './lib/runJob.js';

/** Runs the next slice of a job, or resumes one left unfinished by a crash or a closed tab. */
export const continueJob = defineCallable(
  'continueJob',
  { roles: ['admin'], timeoutSeconds: 120, memory: '512MiB' },
  handleContinueJob,
);
