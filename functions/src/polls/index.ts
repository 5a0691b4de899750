/** The deployed functions of polls; helpers are in `lib/` beside this file. */
export { createPoll } from './createPoll.js';
export { updatePoll } from './updatePoll.js';
export { openOrClosePoll } from './openOrClosePoll.js';
export { deletePoll } from './deletePoll.js';
export { onVoteCreated } from './countVote.js';
export { recordAdClick } from './recordAdClick.js';
export { submitLiveResponse } from './submitLiveResponse.js';
export { onLiveResponseCreated } from './countLiveResponse.js';
export { onResultsLeaseFollowed } from './onResultsLeaseFollowed.js';
export { moderateLiveQuestion } from './moderateLiveQuestion.js';
