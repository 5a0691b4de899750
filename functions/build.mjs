// Bundles the functions into lib/index.js. The shared domain module is inlined (it is not a
// published package, so the deployed package.json cannot depend on it); every runtime dependency
// listed in package.json stays external and is installed by Cloud Build.
//
// A file is written only when its content changed, and whole (a temporary file renamed over it):
// a running Functions emulator reloads every function when lib/ changes, and two stacks may run
// from one checkout (a test run on a side stack beside `npm run dev`, docs/testing.md "Two
// lanes"), so a second build of the same sources must leave lib/ untouched, and a reader must
// never see half a file.
import { context } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

function sameAs(path, contents) {
  try {
    return Buffer.compare(readFileSync(path), contents) === 0;
  } catch {
    return false;
  }
}

const writeChanged = {
  name: 'write-changed',
  setup(build) {
    build.onEnd((result) => {
      for (const { path, contents } of result.outputFiles ?? []) {
        if (sameAs(path, contents)) continue;
        mkdirSync(dirname(path), { recursive: true });
        const temporary = `${path}.${process.pid}.tmp`;
        writeFileSync(temporary, contents);
        renameSync(temporary, path);
      }
    });
  },
};

// `--outfile <path>`: elsewhere than lib/ (tests/repo/functions-build.test.ts builds into a
// temporary folder, never touching the lib/ a running emulator watches).
const outfileAt = process.argv.indexOf('--outfile');
const outfile = outfileAt === -1 ? 'lib/index.js' : process.argv[outfileAt + 1];

const ctx = await context({
  entryPoints: ['src/index.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  alias: { '@civic/domain': '../domain/src/index.ts' },
  logLevel: 'warning',
  write: false,
  plugins: [writeChanged],
});

// `--watch` (npm run dev): rebuild on change; the Functions emulator reloads lib/ by itself.
if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
