/** The deployed functions of a citizen's own data (docs/personal-data.md); helpers are in `lib/`. */
export { exportMyData } from './exportMyData.js';
export { deleteMyAccount } from './deleteMyAccount.js';
