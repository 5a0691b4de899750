/** The deployed functions of live captions; helpers are in `lib/` beside this file. */
export { sendCaption } from './sendCaption.js';
export { correctCaption } from './correctCaption.js';
