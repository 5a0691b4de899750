/** The deployed functions of open data; helpers are in `lib/` beside this file. */
export { getOpenData } from './getOpenData.js';
