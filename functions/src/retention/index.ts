/** The deployed functions of retention; helpers are in `lib/` beside this file. */
export { enforceRetention } from './enforceRetention.js';
