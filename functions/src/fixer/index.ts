/** The deployed functions of fixer; helpers are in `lib/` beside this file. */
export { startJob } from './startJob.js';
export { continueJob } from './continueJob.js';
