/** The deployed functions of users; helpers are in `lib/` beside this file. */
export { getUserByUid } from './getUserByUid.js';
export { onAccountCreated } from './onAccountCreated.js';
export { mirrorUserToRealtime } from './mirrorUserToRealtime.js';
export { setUserRole } from './setUserRole.js';
export { setUserStatus } from './setUserStatus.js';
export { setUserEligibility } from './setUserEligibility.js';
export { deleteUser } from './deleteUser.js';
export { createUser } from './createUser.js';
export { importUsersChunk } from './importUsersChunk.js';
