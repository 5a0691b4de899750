/**
 * One trivia game runs at a time (createGame refuses a second), and the emulator suites run in
 * parallel: a suite that runs a game holds this lock for its whole run, so two suites never fight
 * over "the" current game. The lock is a test-only document created atomically; a lock older than
 * STALE_MS (a crashed run on a long-lived emulator) is taken over.
 */
import { COLLECTIONS } from '@civic/domain';
import { afterAll, beforeAll } from 'vitest';
import { db } from './admin.js';

const lock = db.collection('testLocks').doc('game');
const STALE_MS = 10 * 60_000;
const WAIT_MS = 9 * 60_000;

async function acquire(): Promise<void> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    try {
      await lock.create({ at: Date.now() });
      break;
    } catch {
      const held = (await lock.get()).get('at') as number | undefined;
      if (held !== undefined && Date.now() - held > STALE_MS) await lock.delete();
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  // Anything still open is left over from a crashed run.
  for (const running of (await db.collection(COLLECTIONS.games).where('active', '==', true).get()).docs) {
    await running.ref.update({ active: false, phase: 'podium' });
  }
}

/** Holds the game lock from before the file's tests until after them. Call at module level. */
export function holdGameLock(): void {
  beforeAll(acquire, WAIT_MS + 30_000);
  afterAll(() => lock.delete().then(() => undefined));
}
