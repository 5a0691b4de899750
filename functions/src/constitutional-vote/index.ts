/** The deployed functions of constitutional-vote; helpers are in `lib/` beside this file. */
export { createBallot } from './createBallot.js';
export { updateBallot } from './updateBallot.js';
export { changeBallotStatus } from './changeBallotStatus.js';
export { importCensusEmails } from './importCensusEmails.js';
export { castBallot } from './castBallot.js';
export { checkReceipt } from './checkReceipt.js';
