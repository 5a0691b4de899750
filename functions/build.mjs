// Bundles the functions into lib/index.js. The shared domain module is inlined (it is not a
// published package, so the deployed package.json cannot depend on it); every runtime dependency
// listed in package.json stays external and is installed by Cloud Build.
import { context } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const ctx = await context({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  alias: { '@civic/domain': '../domain/src/index.ts' },
  logLevel: 'warning',
});

// `--watch` (npm run dev): rebuild on change; the Functions emulator reloads lib/ by itself.
if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
