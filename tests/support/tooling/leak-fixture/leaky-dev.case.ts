/**
 * A dev-suite case that fails with what it started still running, the way tests/dev/demo.test.ts
 * once left `npm run dev` behind: it starts a stand-in launcher in its own process group (as
 * tests/dev/dev-run.ts starts `launch.ts dev`), which starts a child in another group (as the Java
 * emulator is), and then fails, or with LEAK_MODE=hang waits to be interrupted (Ctrl-C, SIGTERM).
 * LEAK_FILE receives "pid port role" for each.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const file = process.env.LEAK_FILE!;
const listener = fileURLToPath(new URL('./listener.mjs', import.meta.url));

async function startBoth(): Promise<void> {
  spawn(process.execPath, [listener, 'launcher', file], { detached: true, stdio: 'ignore' }).unref();
  while (!existsSync(file) || readFileSync(file, 'utf8').trim().split('\n').length < 2) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('starts a stack and fails before stopping it', async () => {
  await startBoth();
  if (process.env.LEAK_MODE === 'hang') await new Promise(() => undefined);
  expect('the stack was stopped').toBe('a forced failure');
});
