/**
 * Started detached by stack.ts: `reaper.ts <launcher pid> <firebase pid> [<launcher child pid>…]`. Remembers every process
 * under firebase-tools and under the launcher (Vite, the functions build, the audience of
 * `npm run dev`) and, if the launcher disappears without stopping them (kill -9, a crashed
 * terminal), kills them all, so the next start finds its ports free. The launcher kills this
 * reaper itself after a normal stop.
 */
import { descendantsOf, isAlive, processTable } from './processes.js';

const [launcherPid, firebasePid, ...startedBefore] = process.argv.slice(2).map(Number) as [number, number, ...number[]];
const known = new Set<number>([firebasePid]);
/**
 * The launcher's other children. A pid that has exited is dropped at the next check (a short-lived
 * process seen once — a build, a test's browser — may have its pid reused by someone else's process
 * by the time the launcher dies); the others stay: a killed launcher is a zombie for a moment,
 * still "alive" to kill(0), while its children are already given to init and no longer its
 * descendants. The children started before this reaper are given to it, in case the launcher dies
 * before its first check.
 */
let launcherChildren = new Set<number>(startedBefore);

setInterval(() => {
  const table = processTable();
  if (isAlive(firebasePid)) for (const pid of descendantsOf(firebasePid, table)) known.add(pid);
  if (isAlive(launcherPid)) {
    const now = descendantsOf(launcherPid, table).filter((pid) => pid !== process.pid && !known.has(pid));
    launcherChildren = new Set([...[...launcherChildren].filter(isAlive), ...now]);
    return;
  }
  for (const pid of [...known, ...launcherChildren]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}, 1000);
