import { echoStatus as echoStatusEndpoint } from './diagnostics/echoStatus.js';

/**
 * Every deployed function, region us-central1. Each file owns one job; this list is the inventory.
 */
export { getUserByUid } from './http/getUserByUid.js';
export { onAccountCreated } from './users/onAccountCreated.js';
export { mirrorUserToRealtime } from './users/mirrorUserToRealtime.js';
export { setUserRole } from './users/setUserRole.js';
export { setUserStatus } from './users/setUserStatus.js';
export { setUserEligibility } from './users/setUserEligibility.js';
export { deleteUser } from './users/deleteUser.js';
export { createUser } from './users/createUser.js';
export { importUsersChunk } from './users/importUsersChunk.js';
export { createPoll } from './polls/createPoll.js';
export { updatePoll } from './polls/updatePoll.js';
export { openOrClosePoll } from './polls/openOrClosePoll.js';
export { deletePoll } from './polls/deletePoll.js';
export { onVoteCreated } from './polls/countVote.js';
export { recordAdClick } from './polls/recordAdClick.js';
export { createBallot } from './constitutional-vote/createBallot.js';
export { updateBallot } from './constitutional-vote/updateBallot.js';
export { changeBallotStatus } from './constitutional-vote/changeBallotStatus.js';
export { importCensusEmails } from './constitutional-vote/importCensusEmails.js';
export { castBallot } from './constitutional-vote/castBallot.js';
export { checkReceipt } from './constitutional-vote/checkReceipt.js';
export { getNextEvent } from './http/getNextEvent.js';
export { getStreamState } from './http/getStreamState.js';
export { createEvent } from './events/createEvent.js';
export { updateEvent } from './events/updateEvent.js';
export { deleteEvent } from './events/deleteEvent.js';
export { goLive } from './events/goLive.js';
export { endEvent } from './events/endEvent.js';
export { setLivePoll } from './events/setLivePoll.js';
export { setOverlay } from './events/setOverlay.js';
export { publishReactions } from './events/publishReactions.js';
export { joinCameraBroadcast } from './camera/joinCameraBroadcast.js';
export { clearPeersOfEndedBroadcast } from './camera/clearPeersOfEndedBroadcast.js';
export { endCameraWithEvent } from './camera/endCameraWithEvent.js';
export { saveQuestionSet } from './game/saveQuestionSet.js';
export { deleteQuestionSet } from './game/deleteQuestionSet.js';
export { createGame } from './game/createGame.js';
export { advanceGame } from './game/advanceGame.js';
export { setPlayerTimeFactor } from './game/setPlayerTimeFactor.js';
export { joinGame } from './game/joinGame.js';
export { submitAnswer } from './game/submitAnswer.js';
export { startJob } from './fixer/startJob.js';
export { continueJob } from './fixer/continueJob.js';

/**
 * Test-only (the callable-client proof in tests/integration): exported only inside the Functions
 * emulator, which runs discovery with FUNCTIONS_EMULATOR=true. `firebase deploy` discovers the
 * exports without it, so the endpoint is never part of a deployment.
 */
export const echoStatus = process.env.FUNCTIONS_EMULATOR === 'true' ? echoStatusEndpoint : undefined;
export { postComment } from './comments/postComment.js';
export { moderateComment } from './comments/moderateComment.js';
export { moderateAuthor } from './comments/moderateAuthor.js';
export { updateCommentSettings } from './comments/updateCommentSettings.js';
export { setBlockedWords } from './comments/setBlockedWords.js';
export { getModerationSummary } from './comments/getModerationSummary.js';
export { onUpvoteCreated } from './comments/countUpvote.js';
export { fileReport } from './reports/fileReport.js';
export { updateReport } from './reports/updateReport.js';
export { getEventAnalytics } from './analytics/getEventAnalytics.js';
export { recordViewer } from './analytics/recordViewer.js';
export { recordCommenter } from './analytics/recordCommenter.js';
export { recordReactor } from './analytics/recordReactor.js';
export { recordVoter } from './analytics/recordVoter.js';
export { exportCsv } from './exports/exportCsv.js';
