/** The deployed functions of game; helpers are in `lib/` beside this file. */
export { saveQuestionSet } from './saveQuestionSet.js';
export { deleteQuestionSet } from './deleteQuestionSet.js';
export { createGame } from './createGame.js';
export { advanceGame } from './advanceGame.js';
export { setPlayerTimeFactor } from './setPlayerTimeFactor.js';
export { joinGame } from './joinGame.js';
export { submitAnswer } from './submitAnswer.js';
export { onPlayerJoined } from './onPlayerJoined.js';
export { onLobbyLeaseFollowed } from './onLobbyLeaseFollowed.js';
