export * from './roles.js';
export * from './collections.js';
export * from './user.js';
export * from './http.js';
export * from './callables.js';
export * from './accounts.js';
export * from './poll.js';
export * from './camera.js';
