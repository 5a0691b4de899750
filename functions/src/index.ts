/**
 * Every deployed function, region us-central1. Each file owns one job; this list is the inventory.
 */
export { getUserByUid } from './http/getUserByUid.js';
export { onAccountCreated } from './users/onAccountCreated.js';
export { mirrorUserToRealtime } from './users/mirrorUserToRealtime.js';
export { setUserRole } from './users/setUserRole.js';
