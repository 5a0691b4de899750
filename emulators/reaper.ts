/**
 * Started detached by stack.ts: `reaper.ts <launcher pid> <firebase pid>`. Remembers every process
 * under firebase-tools and, if the launcher disappears without stopping them, kills them all.
 * The launcher kills this reaper itself after a normal stop.
 */
import { descendantsOf, isAlive } from './processes.js';

const [launcherPid, firebasePid] = process.argv.slice(2).map(Number) as [number, number];
const known = new Set<number>([firebasePid]);

setInterval(() => {
  if (isAlive(firebasePid)) for (const pid of descendantsOf(firebasePid)) known.add(pid);
  if (isAlive(launcherPid)) return;
  for (const pid of known) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}, 1000);
