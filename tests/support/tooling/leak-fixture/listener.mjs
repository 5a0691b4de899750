/**
 * A stand-in for what a dev-suite case starts (tests/support/tooling/run-suite.test.ts): run as
 * `listener.mjs launcher <file>` it listens on a free port, records "pid port" in <file> and starts
 * itself again as `child` in a process group of its own, as firebase-tools starts the Java
 * Firestore emulator; both then run until stopped.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';

const [role, file] = process.argv.slice(2);
const server = createServer().listen(0, '127.0.0.1', () => {
  appendFileSync(file, `${process.pid} ${server.address().port} ${role}\n`);
  if (role === 'launcher') {
    spawn(process.execPath, [process.argv[1], 'child', file], { detached: true, stdio: 'ignore' }).unref();
  }
});
