/** The deployed functions of reports; helpers are in `lib/` beside this file. */
export { fileReport } from './fileReport.js';
export { updateReport } from './updateReport.js';
