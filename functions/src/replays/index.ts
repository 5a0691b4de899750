/** The deployed functions of replays (docs/replays.md); helpers are in `lib/` beside this file. */
export { attachRecording } from './attachRecording.js';
export { publishReplay } from './publishReplay.js';
export { unpublishReplay } from './unpublishReplay.js';
export { getReplay } from './getReplay.js';
export { listReplays } from './listReplays.js';
export { searchReplays } from './searchReplays.js';
