/** The deployed functions of exports; helpers are in `lib/` beside this file. */
export { exportCsv } from './exportCsv.js';
