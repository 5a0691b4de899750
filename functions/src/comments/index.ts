/** The deployed functions of comments; helpers are in `lib/` beside this file. */
export { postComment } from './postComment.js';
export { moderateComment } from './moderateComment.js';
export { moderateAuthor } from './moderateAuthor.js';
export { updateCommentSettings } from './updateCommentSettings.js';
export { setBlockedWords } from './setBlockedWords.js';
export { getModerationSummary } from './getModerationSummary.js';
export { onUpvoteCreated } from './countUpvote.js';
export { onUpvotesLeaseFollowed } from './onUpvotesLeaseFollowed.js';
export { onCommentWritten } from './onCommentWritten.js';
export { onFeedLeaseFollowed } from './onFeedLeaseFollowed.js';
