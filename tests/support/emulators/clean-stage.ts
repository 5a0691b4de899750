/**
 * Set-up of the end-to-end project: each file starts with no event live. The integration suite,
 * which runs first against the same emulators, leaves live rooms of its own behind (written
 * directly, signed-in only); an e2e file that then went live met them in /live and the control
 * room, and failed (docs/testing.md, "Order and retries").
 */
import { beforeAll } from 'vitest';
import { endEveryLiveEvent } from '../fixtures/live-events.js';

beforeAll(async () => {
  const ended = await endEveryLiveEvent();
  if (ended > 0) console.log(`clean stage: ended ${ended} live event(s) left by an earlier suite`);
});
