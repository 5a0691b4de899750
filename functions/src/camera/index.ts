/** The deployed functions of camera; helpers are in `lib/` beside this file. */
export { joinCameraBroadcast } from './joinCameraBroadcast.js';
export { clearPeersOfEndedBroadcast } from './clearPeersOfEndedBroadcast.js';
export { endCameraWithEvent } from './endCameraWithEvent.js';
