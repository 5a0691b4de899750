/** The deployed functions of analytics; helpers are in `lib/` beside this file. */
export { getEventAnalytics } from './getEventAnalytics.js';
export { recordViewer } from './recordViewer.js';
export { recordCommenter } from './recordCommenter.js';
export { recordReactor } from './recordReactor.js';
export { recordVoter } from './recordVoter.js';
export { recordResponder } from './recordResponder.js';
