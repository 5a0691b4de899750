/** The deployed functions of events; helpers are in `lib/` beside this file. */
export { getNextEvent } from './getNextEvent.js';
export { getStreamState } from './getStreamState.js';
export { createEvent } from './createEvent.js';
export { updateEvent } from './updateEvent.js';
export { deleteEvent } from './deleteEvent.js';
export { goLive } from './goLive.js';
export { endEvent } from './endEvent.js';
export { setLivePoll } from './setLivePoll.js';
export { setOverlay } from './setOverlay.js';
export { setAgendaItem } from './setAgendaItem.js';
export { publishReactions } from './publishReactions.js';
export { onViewerSampleWritten } from './onViewerSampleWritten.js';
