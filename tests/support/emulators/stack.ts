/** Facts about the running emulator stack, for tests started through the launcher. */
import { emulatorAddress, hostPort, PROJECT_ID } from '../../../emulators/config.js';

const running = new Set((process.env.CIVIC_EMULATORS ?? '').split(',').filter(Boolean));
if (running.size === 0) {
  throw new Error('These tests need the emulators: run them with `npm test`.');
}

export { emulatorAddress, hostPort, PROJECT_ID };

/** Whether the Realtime Database emulator runs here (it cannot be downloaded offline). */
export const realtimeDatabaseEmulatorRunning = running.has('database');

export const functionsOrigin = `${emulatorAddress('functions').origin}/${PROJECT_ID}/us-central1`;
export const hostingOrigin = running.has('hosting') ? emulatorAddress('hosting').origin : null;
